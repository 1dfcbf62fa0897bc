import type { CartLine } from '../types/cart';

/** The line's dish or one of its chosen add-ons is out of stock (SPEC.md §2 Cart, §4). */
export function lineOutOfStock(line: CartLine): boolean {
  return (
    line.stock_status === 1 ||
    line.dishCustomisation.some((group) =>
      group.customizableDishItems.some((item) => item.stock_status === 1),
    )
  );
}

/** The names of a line's chosen add-ons, in menu order, for display. */
export function lineAddOns(line: CartLine): string[] {
  return line.dishCustomisation.flatMap((group) =>
    group.customizableDishItems.map((item) => item.elementName),
  );
}
