import { useCallback, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Dish, RestaurantInfo } from '@island-eats/api-client';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { bus } from '@island-eats/event-bus';
import { Container, EmptyState, Loader } from '@island-eats/ui';
import { AddToCartModal } from '../features/cart/components/add-to-cart-modal';
import { useMenu } from '../features/menu/api/use-menu';
import { MenuView } from '../features/menu/components/menu-view';
import { useOutletDetail } from '../features/restaurant-details/api/use-outlet-detail';
import { BackButton } from '../features/restaurant-details/components/back-button';
import { DetailsNav } from '../features/restaurant-details/components/details-nav';
import { InfoView } from '../features/restaurant-details/components/info-view';
import { RestaurantHero } from '../features/restaurant-details/components/restaurant-hero';
import { outletStatus } from '../features/restaurant-details/utils/outlet-status';
import { ReviewsView } from '../features/reviews/components/reviews-view';
import { useOrderType } from '../lib/use-order-type';

/** Which child view the path names: /restaurant-details/:id[/menu|/reviews|/info]. */
function childView(pathname: string): 'menu' | 'reviews' | 'info' {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'reviews' || last === 'info' ? last : 'menu';
}

function MenuChild({
  info,
  outletId,
  muted,
}: {
  info: RestaurantInfo;
  outletId: number;
  muted: boolean;
}) {
  const menu = useMenu(outletId);
  const loggedIn = useLoggedIn();
  const [adding, setAdding] = useState<Dish | null>(null);
  const onAdd = useCallback(
    (dish: Dish) => {
      // SPEC §4: a visitor is asked to log in (the shell owns the Log In modal).
      if (!loggedIn) bus.request('openLogin');
      else setAdding(dish);
    },
    [loggedIn],
  );
  if (menu.loading && !menu.data) return <Loader label="Loading menu" />;
  return (
    <>
      <MenuView menu={menu.data ?? []} restaurantImage={info.image} muted={muted} onAdd={onAdd} />
      {adding && (
        <AddToCartModal dish={adding} outletId={outletId} onClose={() => setAdding(null)} />
      )}
    </>
  );
}

/** /restaurant-details/:outletId with its menu, reviews and info views (SPEC §2). */
export default function RestaurantDetailsPage() {
  const outletId = Number(useParams().outletId);
  const { pathname } = useLocation();
  const orderType = useOrderType();
  const detail = useOutletDetail(outletId);
  const view = childView(pathname);

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
      {view === 'menu' && <MenuChild info={info} outletId={outletId} muted={!orderable} />}
      {view === 'reviews' && <ReviewsView outletId={outletId} />}
      {view === 'info' && <InfoView info={info} />}
    </Container>
  );
}
