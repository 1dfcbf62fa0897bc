import type { CartView } from '@island-eats/api-client';
import { lineOutOfStock } from '@island-eats/api-client/rules';

/** SPEC.md §4 Place order: a dish or a chosen add-on is out of stock, or a dish not served now. */
export function hasUnavailableLines(cart: CartView): boolean {
  return cart.dishes.dishes.some((line) => lineOutOfStock(line) || line.dishavailable === 0);
}
