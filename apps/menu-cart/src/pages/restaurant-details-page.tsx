import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { listMenu, prefetch } from '@island-eats/api-client';
import { Container, EmptyState, Loader } from '@island-eats/ui';
import { OutletMenu } from '../parts/outlet-menu';
import { useOutletDetail } from '../features/restaurant-details/api/use-outlet-detail';
import { BackButton } from '../features/restaurant-details/components/back-button';
import { DetailsNav } from '../features/restaurant-details/components/details-nav';
import { InfoView } from '../features/restaurant-details/components/info-view';
import { RestaurantHero } from '../features/restaurant-details/components/restaurant-hero';
import { outletStatus } from '@island-eats/api-client/rules';
import { ReviewsView } from '../features/reviews/components/reviews-view';
import { useOrderType } from '@island-eats/app-frame/choices';
import { useOutletChanges } from '@island-eats/app-frame/live';

/** Which child view the path names: /restaurant-details/:id[/menu|/reviews|/info]. */
function childView(pathname: string): 'menu' | 'reviews' | 'info' {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'reviews' || last === 'info' ? last : 'menu';
}

/** /restaurant-details/:outletId with its menu, reviews and info views (SPEC §2). */
export default function RestaurantDetailsPage() {
  const outletId = Number(useParams().outletId);
  const { pathname } = useLocation();
  const orderType = useOrderType();
  const detail = useOutletDetail(outletId);
  // an emergency close or a return on line changes the badge and the menu's state at once
  useOutletChanges(outletId, detail.reload);
  const view = childView(pathname);
  // the menu's read starts beside the outlet's, not once the outlet's details have rendered it
  useEffect(() => {
    if (view === 'menu') prefetch(() => void listMenu(outletId).catch(() => undefined));
  }, [outletId, view]);

  if (detail.loading && !detail.data) {
    return (
      <Container padded>
        <Loader label="Loading restaurant" showLabel />
      </Container>
    );
  }
  const info = detail.data;
  if (!info) {
    return (
      <Container padded>
        <BackButton />
        <EmptyState>{detail.error ?? 'No data found'}</EmptyState>
      </Container>
    );
  }
  const { badge, orderable } = outletStatus(info, orderType);
  return (
    <Container padded>
      <BackButton />
      <RestaurantHero info={info} badge={badge} />
      <DetailsNav outletId={outletId} current={view} />
      {!orderable && view === 'menu' && (
        <p role="note">
          This restaurant is not taking {orderType === 'Delivery' ? 'Delivery' : 'Pick UP'} orders
          right now.
        </p>
      )}
      {view === 'menu' && (
        <OutletMenu outletId={outletId} restaurantImage={info.image} muted={!orderable} />
      )}
      {view === 'reviews' && <ReviewsView outletId={outletId} />}
      {view === 'info' && <InfoView info={info} />}
    </Container>
  );
}
