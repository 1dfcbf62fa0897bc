import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { RESTAURANT_NOT_FOUND } from '@island-eats/api-client/answer-texts';
import { pageNotFound } from '@island-eats/app-frame/client';
import { useOrderType } from '@island-eats/customer-features/choices';
import { preloadRemoteModule, RemotePart } from '@island-eats/app-frame/remotes';
import { EmptyState, Loader } from '@island-eats/ui';
import { RestroLayout } from '../layout/restro-layout';
import { rememberGuestOutlet } from '../lib/guest-outlet';
import { startMenuReads } from '../lib/menu-reads';
import { useOutletInfo } from '../lib/use-outlet-info';
import { outletIdOf } from '../lib/outlet-id';
import { MENU_PART, RestroMenuView } from './restro-menu-view';

// The menu's code loads beside the outlet's details rather than after them: on a phone's
// network each step of that chain costs a round trip before the menu shows.
preloadRemoteModule(MENU_PART);

/**
 * /restro-menu/:outletId (SPEC.md §2): the outlet's own ordering page for its guests: Pick UP /
 * Delivery and menu-cart's menu with its add-to-cart modal, under the outlet's header.
 */
export default function RestroMenuPage() {
  const outletId = outletIdOf(useParams().outletId);
  const orderType = useOrderType();
  const detail = useOutletInfo(outletId, { firstRead: true });
  // The outlet the page opened with in hand (the page server handed its details, and its menu
  // with them): nothing of it to start early.
  const [handedOutlet] = useState(detail.loading ? null : outletId);
  // the menu's read starts beside the outlet's, not once menu-cart's code has arrived
  useEffect(() => {
    if (outletId !== null && outletId !== handedOutlet) startMenuReads(outletId);
  }, [outletId, handedOutlet]);
  const info = detail.data;
  useEffect(() => {
    if (outletId !== null && info) rememberGuestOutlet(outletId);
  }, [outletId, info]);

  if (outletId === null || (!info && !detail.loading)) {
    pageNotFound();
    return (
      <RestroLayout outletId={null} info={null}>
        <EmptyState>{detail.error ?? RESTAURANT_NOT_FOUND}</EmptyState>
      </RestroLayout>
    );
  }
  if (!info) {
    return (
      <RestroLayout outletId={outletId} info={undefined}>
        <Loader label="Loading restaurant" showLabel />
      </RestroLayout>
    );
  }
  return (
    <RestroMenuView
      outletId={outletId}
      info={info}
      orderType={orderType}
      menu={(muted) => (
        <RemotePart
          id={MENU_PART}
          props={{
            outletId,
            restaurantImage: info.image,
            muted,
            // an emergency close or a return on line shows at the table at once
            onOutletChange: detail.reload,
          }}
        />
      )}
    />
  );
}
