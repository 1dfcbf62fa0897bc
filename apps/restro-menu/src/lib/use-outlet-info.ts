import { useEffect } from 'react';
import { getOutletDetail, stored, type RestaurantInfo } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

interface Options {
  /** The read is one of the page's first reads: on a page the page server renders. */
  firstRead?: boolean;
}

/**
 * The outlet's details for the restro header and menu (SPEC §3 Restaurant info). A failure
 * ('Restaurant not found.') is the menu page's own content, not a toast over the header.
 */
export function useOutletInfo(outletId: number | null, { firstRead = false }: Options = {}) {
  const detail = useRequest<RestaurantInfo | null>(
    () =>
      outletId === null
        ? Promise.resolve(null)
        : getOutletDetail(outletId).then((answer) => answer.restaurantInfo),
    [outletId],
    { quiet: true, ...(firstRead ? { pageData: 'outlet' } : {}) },
  );
  // kept once shown, not in the read: an answer the page server handed the browser is never
  // read there, and the server must not keep anything
  const info = detail.data;
  useEffect(() => {
    if (info) stored.set('restaurantInfo', info);
  }, [info]);
  return detail;
}
