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
