import type { OrderType, RestaurantInfo } from '@island-eats/api-client';
import { PAYMENT_NOT_SETUP } from '@island-eats/api-client/answer-texts';
import { outletStatus } from '@island-eats/api-client/rules';
import type { RestaurantView } from '@island-eats/app-frame';
import { Note } from '@island-eats/customer-features/cart-note';
import { Container } from '@island-eats/ui';
import { BackButton } from '../features/restaurant-details/components/back-button';
import { DetailsNav } from '../features/restaurant-details/components/details-nav';
import { InfoView } from '../features/restaurant-details/components/info-view';
import { RestaurantHero } from '../features/restaurant-details/components/restaurant-hero';
import { ReviewsView } from '../features/reviews/components/reviews-view';
import { OrderLater } from '../features/order-later/components/order-later';
import { useCartSlot } from './use-cart-slot';
import { OutletMenu } from './outlet-menu';

interface Props {
  outletId: number;
  info: RestaurantInfo;
  view: RestaurantView;
  orderType: OrderType;
}

/**
 * A restaurant's page once its details are in: the hero, the Menu | Reviews | Info tabs and the
 * chosen view (SPEC §2).
 */
export function RestaurantDetailsView({ outletId, info, view, orderType }: Props) {
  const { badge, orderable: openNow } = outletStatus(info, orderType);
  const [slot, setSlot] = useCartSlot(outletId);
  // A closed restaurant takes the order once it is for one of its slots.
  const forLater = !openNow && info.later_slots.length > 0;
  const orderable = openNow || (forLater && slot !== null);
  return (
    <Container padded>
      <BackButton />
      <RestaurantHero info={info} badge={badge} />
      <DetailsNav outletId={outletId} current={view} />
      {!orderable && view === 'menu' && (
        <Note role="note">
          {badge.label === 'Payment not set up'
            ? PAYMENT_NOT_SETUP
            : `This restaurant is not taking ${orderType === 'Delivery' ? 'Delivery' : 'Pick UP'} orders right now.`}
          {forLater && ' Choose a time to order for later.'}
        </Note>
      )}
      {forLater && view === 'menu' && (
        <OrderLater
          outletId={outletId}
          orderType={orderType}
          slots={info.later_slots}
          chosen={slot}
          onChosen={setSlot}
        />
      )}
      {view === 'menu' && (
        <OutletMenu
          outletId={outletId}
          restaurantImage={info.image}
          muted={!orderable}
          at={forLater ? (slot ?? undefined) : undefined}
        />
      )}
      {view === 'reviews' && <ReviewsView outletId={outletId} />}
      {view === 'info' && <InfoView info={info} />}
    </Container>
  );
}
