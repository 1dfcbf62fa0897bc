import { listMenu, type MenuCategory } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/**
 * The outlet's menu by category (GET listMenu, a cached read on the server); with `at` (an
 * order-for-later slot) its dishes as served then.
 */
export function useMenu(outletId: number, at?: string) {
  return useRequest<MenuCategory[]>(
    () => listMenu(outletId, at).then((answer) => answer.menu),
    [outletId, at],
  );
}
