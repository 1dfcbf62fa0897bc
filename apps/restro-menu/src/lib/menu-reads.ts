import { getOutletDetail, listMenu, prefetch } from '@island-eats/api-client';

/**
 * Starts the reads the menu page makes as it opens, the outlet's details and its menu, so
 * both run at once and before the page's code (or menu-cart's) has arrived: the page's own
 * reads take their answers. Called again by the page, it starts nothing new.
 */
export function startMenuReads(outletId: number): void {
  prefetch(() => {
    void getOutletDetail(outletId).catch(() => undefined);
    void listMenu(outletId).catch(() => undefined);
  });
}
