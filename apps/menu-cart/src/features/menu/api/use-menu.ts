import { listMenu, type MenuCategory } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/** The outlet's menu by category (GET listMenu, a cached read on the server). */
export function useMenu(outletId: number) {
  return useRequest<MenuCategory[]>(
    () => listMenu(outletId).then((answer) => answer.menu),
    [outletId],
  );
}
