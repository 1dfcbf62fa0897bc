/**
 * A dish's per-order limit (the menu's maxPerOrder), said where it is hit: at the dialog's +,
 * in the server's refusal of an add past it, on My Cart and at checkout. `inCart`: how many of
 * the dish the cart already holds on other lines.
 */
export function dishLimitMessage(dishName: string, maxPerOrder: number, inCart = 0): string {
  const limit = `${dishName} is limited to ${maxPerOrder} per order.`;
  return inCart > 0 ? `${limit} Your cart already has ${inCart}.` : limit;
}

/** How many more of a dish an order can take, after `inCart` (null: no limit). */
export function roomUnderLimit(maxPerOrder: number | null, inCart: number): number | null {
  return maxPerOrder === null ? null : Math.max(0, maxPerOrder - inCart);
}
