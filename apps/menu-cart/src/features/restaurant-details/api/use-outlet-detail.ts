import { useEffect } from 'react';
import { getOutletDetail, stored, type RestaurantInfo } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/**
 * The outlet's details (SPEC §3 Restaurant info), one of the restaurant page's first reads, kept
 * as the stored restaurant info too.
 */
export function useOutletDetail(outletId: number) {
  const detail = useRequest<RestaurantInfo>(
    () => getOutletDetail(outletId).then((answer) => answer.restaurantInfo),
    [outletId],
    { pageData: 'outlet' },
  );
  // kept once shown, not in the read: an answer the page server handed the browser is never
  // read there, and the server must not keep anything
  const info = detail.data;
  useEffect(() => {
    if (info) stored.set('restaurantInfo', info);
  }, [info]);
  return detail;
}
