import { paths } from '@island-eats/app-frame';

/** The menu of one outlet (SPEC.md §2: a card with one outlet, or an outlet in the dialog). */
export const menuPath = (outletId: number) => paths.menu(outletId);
