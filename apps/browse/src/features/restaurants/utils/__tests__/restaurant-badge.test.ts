import type { RestaurantListItem } from '@island-eats/api-client';
import { restaurantBadge } from '../restaurant-badge';

type Flags = {
  emergency?: 0 | 1;
  outletEmergency?: 0 | 1;
  online?: 0 | 1;
  delivery: 0 | 1;
  pickup: 0 | 1;
};

function restaurant({ emergency = 0, outletEmergency = 0, online = 1, delivery, pickup }: Flags) {
  return {
    restaurantId: 1,
    restaurantName: 'Test',
    restaurantImage: '',
    averageReview: 4,
    is_like: 0,
    emergency_close: emergency,
    outlet: [
      {
        outletId: 1,
        outletName: 'Test',
        displayTime: '20-30 mins',
        foodTag: '',
        emergency_close: outletEmergency,
        outlet_lat: 0,
        outlet_lng: 0,
        business_hours: {
          from_time: '08:00:00',
          to_time: '22:00:00',
          is_restro_online: online,
          delivery_availability: delivery,
          pickup_availability: pickup,
        },
      },
    ],
  } as RestaurantListItem;
}

describe('restaurantBadge (SPEC.md §4)', () => {
  it.each`
    flags                                             | type          | label
    ${{ emergency: 1, delivery: 1, pickup: 1 }}       | ${'Take Out'} | ${'Close'}
    ${{ outletEmergency: 1, delivery: 1, pickup: 1 }} | ${'Delivery'} | ${'Close'}
    ${{ online: 0, delivery: 1, pickup: 1 }}          | ${'Take Out'} | ${'Close'}
    ${{ delivery: 0, pickup: 0 }}                     | ${'Delivery'} | ${'Pickup/Delivery Unavailable'}
    ${{ delivery: 1, pickup: 0 }}                     | ${'Delivery'} | ${'Open'}
    ${{ delivery: 0, pickup: 1 }}                     | ${'Delivery'} | ${'Pickup Available'}
    ${{ delivery: 0, pickup: 1 }}                     | ${'Take Out'} | ${'Open'}
    ${{ delivery: 1, pickup: 0 }}                     | ${'Take Out'} | ${'Delivery Available'}
  `('$flags under $type is $label', ({ flags, type, label }) => {
    expect(restaurantBadge(restaurant(flags), type).label).toBe(label);
  });
});
