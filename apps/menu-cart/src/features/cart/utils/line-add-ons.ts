import type { CartLine } from '@island-eats/api-client';

/** The names of a line's chosen add-ons, in menu order, for display. */
export const lineAddOns = (line: CartLine): string[] =>
  line.dishCustomisation.flatMap((group) => group.customizableDishItems.map((i) => i.elementName));

/** The line or one of its chosen add-ons is out of stock. */
export const lineOutOfStock = (line: CartLine) =>
  line.stock_status === 1 ||
  line.dishCustomisation.some((g) => g.customizableDishItems.some((i) => i.stock_status === 1));
