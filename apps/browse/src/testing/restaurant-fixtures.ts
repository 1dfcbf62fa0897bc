import type { RestaurantListItem } from '@island-eats/api-client';

/** A list item as the server sends it: one open outlet serving both order types. */
export function restaurant(id: number, name = `Restaurant ${id}`): RestaurantListItem {
  return {
    restaurantId: id,
    restaurantName: name,
    restaurantImage: '',
    averageReview: 4,
    reviewCount: 3,
    is_like: 0,
    emergency_close: 0,
    outlet: [
      {
        outletId: id * 10,
        outletName: name,
        displayTime: '15-25 mins',
        foodTag: 'Local Favourite',
        business_hours: {
          from_time: '10:00:00',
          to_time: '22:00:00',
          is_restro_online: 1,
          delivery_availability: 1,
          pickup_availability: 1,
          payment_availability: 1,
        },
        emergency_close: 0,
        outlet_lat: 17.74,
        outlet_lng: -64.7,
      },
    ],
  };
}
