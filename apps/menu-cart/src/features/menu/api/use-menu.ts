import { listMenu, type MenuCategory } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/**
 * The outlet's menu by category (GET listMenu, a cached read on the server); with `at` (an
 * order-for-later slot) its dishes as served then. One of its page's first reads: the first
 * render has no slot (a kept cart's comes in after mount), so the server knows its inputs.
 */
export function useMenu(outletId: number, at?: string) {
  return useRequest<MenuCategory[]>(
    () => listMenu(outletId, at).then((answer) => answer.menu),
    [outletId, at],
    { pageData: 'menu' },
  );
}
