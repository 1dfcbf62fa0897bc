import { getOutletDetail, stored, type RestaurantInfo } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/**
 * The outlet's details for the restro header and menu (SPEC §3 Restaurant info). A failure
 * ('Restaurant not found.') is the menu page's own content, not a toast over the header.
 */
export function useOutletInfo(outletId: number | null) {
  return useRequest<RestaurantInfo | null>(
    async () => {
      if (outletId === null) return null;
      const { restaurantInfo } = await getOutletDetail(outletId);
      stored.set('restaurantInfo', restaurantInfo);
      return restaurantInfo;
    },
    [outletId],
    { quiet: true },
  );
}
