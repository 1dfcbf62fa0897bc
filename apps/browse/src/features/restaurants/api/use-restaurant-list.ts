import { useEffect, useState } from 'react';
import {
  ApiError,
  LOCATION_CENTRES,
  getCurrentLocation,
  getDeliveryType,
  listRestaurant,
  stored,
  type RestaurantListItem,
} from '@island-eats/api-client';

export type RestaurantList =
  | { status: 'loading' }
  | { status: 'ready'; restaurants: RestaurantListItem[] }
  | { status: 'failed'; restaurants: []; message: string };

const ISLAND_TIMEZONE = 'America/St_Thomas';

/** The restaurants of the current island for the chosen point and order type. */
export function useRestaurantList(): RestaurantList {
  const [list, setList] = useState<RestaurantList>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const chosen = stored.get('chosenLocation');
    const centre = LOCATION_CENTRES[getCurrentLocation()];
    listRestaurant({
      latitude: chosen?.latitudeData ?? centre.latitude,
      longitude: chosen?.longitudeData ?? centre.longitude,
      timezone: chosen?.timezone ?? ISLAND_TIMEZONE,
      type: getDeliveryType(),
    })
      .then((answer) => live && setList({ status: 'ready', restaurants: answer.listRestaurants }))
      .catch((error: unknown) => {
        // SPEC.md §8: a failed list request leaves the list empty.
        const message = error instanceof ApiError ? error.errorMessage : String(error);
        if (live) setList({ status: 'failed', restaurants: [], message });
      });
    return () => {
      live = false;
    };
  }, []);

  return list;
}
