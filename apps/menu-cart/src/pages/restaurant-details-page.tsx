import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { listMenu, prefetch } from '@island-eats/api-client';
import { Container, EmptyState, Loader } from '@island-eats/ui';
import { useOutletDetail } from '../features/restaurant-details/api/use-outlet-detail';
import { BackButton } from '../features/restaurant-details/components/back-button';
import { RestaurantDetailsView } from '../parts/restaurant-details-view';
import { detailsView } from '../features/restaurant-details/utils/details-view';
import { useOrderType } from '@island-eats/customer-features/choices';
import { useOutletChanges } from '@island-eats/customer-features/live';
import { pageNotFound } from '@island-eats/app-frame/client';

/** /restaurant-details/:outletId with its menu, reviews and info views (SPEC §2). */
export default function RestaurantDetailsPage() {
  const outletId = Number(useParams().outletId);
  const { pathname } = useLocation();
  const orderType = useOrderType();
  const detail = useOutletDetail(outletId);
  // an emergency close or a return on line changes the badge and the menu's state at once
  useOutletChanges(outletId, detail.reload);
  const view = detailsView(pathname);
  // The outlet the page opened with in hand (the page server handed its details, and its menu
  // with them): nothing of it to start early.
  const [handedOutlet] = useState(detail.loading ? null : outletId);
  // the menu's read starts beside the outlet's, not once the outlet's details have rendered it
  useEffect(() => {
    if (view === 'menu' && outletId !== handedOutlet) {
      prefetch(() => void listMenu(outletId).catch(() => undefined));
    }
  }, [outletId, view, handedOutlet]);

  if (detail.loading && !detail.data) {
    return (
      <Container padded>
        <Loader label="Loading restaurant" showLabel />
      </Container>
    );
  }
  const info = detail.data;
  if (!info) {
    pageNotFound();
    return (
      <Container padded>
        <BackButton />
        <EmptyState>{detail.error ?? 'No data found'}</EmptyState>
      </Container>
    );
  }
  return (
    <RestaurantDetailsView outletId={outletId} info={info} view={view} orderType={orderType} />
  );
}
