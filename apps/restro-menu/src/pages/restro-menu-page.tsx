import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { outletStatus } from '@island-eats/api-client/rules';
import { useOrderType } from '@island-eats/app-frame/choices';
import { OrderTypeToggle } from '@island-eats/app-frame/order-type-toggle';
import { preloadRemoteModule, RemotePart } from '@island-eats/app-frame/remotes';
import { Badge, EmptyState, Loader } from '@island-eats/ui';
import { PageHead } from '../layout/page-head';
import { RestroLayout } from '../layout/restro-layout';
import { rememberGuestOutlet } from '../lib/guest-outlet';
import { startMenuReads } from '../lib/menu-reads';
import { useOutletInfo } from '../lib/use-outlet-info';
import { outletIdOf } from '../lib/outlet-id';

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// The menu's code loads beside the outlet's details rather than after them: on a phone's
// network each step of that chain costs a round trip before the menu shows.
preloadRemoteModule('menu_cart/outlet-menu');

/** SPEC.md §8: a closed outlet's guests read the menu but cannot order. */
export const NOT_AVAILABLE = 'Restaurant is not available at this moment';

/**
 * /restro-menu/:outletId (SPEC.md §2): the outlet's own ordering page for its guests: Pick UP /
 * Delivery and menu-cart's menu with its add-to-cart modal, under the outlet's header.
 */
export default function RestroMenuPage() {
  const outletId = outletIdOf(useParams().outletId);
  const orderType = useOrderType();
  // the menu's read starts beside the outlet's, not once menu-cart's code has arrived
  useEffect(() => {
    if (outletId !== null) startMenuReads(outletId);
  }, [outletId]);
  const detail = useOutletInfo(outletId);
  const info = detail.data;
  useEffect(() => {
    if (outletId !== null && info) rememberGuestOutlet(outletId);
  }, [outletId, info]);

  if (outletId === null || (!info && !detail.loading)) {
    return (
      <RestroLayout outletId={null} info={null}>
        <EmptyState>{detail.error ?? 'Restaurant not found.'}</EmptyState>
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
  const { badge, orderable } = outletStatus(info, orderType);
  return (
    <RestroLayout outletId={outletId} info={info}>
      <PageHead>
        <Title>
          <h1>{info.outlet_name}</h1>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </Title>
        <OrderTypeToggle value={orderType} />
      </PageHead>
      {!orderable && (
        <Notice role="note">
          {badge.label === 'Close'
            ? NOT_AVAILABLE
            : `This restaurant is not taking ${orderType === 'Delivery' ? 'Delivery' : 'Pick UP'} orders right now.`}
        </Notice>
      )}
      <RemotePart
        id="menu_cart/outlet-menu"
        props={{
          outletId,
          restaurantImage: info.image,
          muted: !orderable,
          // an emergency close or a return on line shows at the table at once
          onOutletChange: detail.reload,
        }}
      />
    </RestroLayout>
  );
}
