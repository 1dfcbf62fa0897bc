import { getOutletDetail, stored, type RestaurantInfo } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/** The outlet's details (SPEC §3 Restaurant info), kept as the stored restaurant info too. */
export function useOutletDetail(outletId: number) {
  return useRequest<RestaurantInfo>(async () => {
    const { restaurantInfo } = await getOutletDetail(outletId);
    stored.set('restaurantInfo', restaurantInfo);
    return restaurantInfo;
  }, [outletId]);
}
