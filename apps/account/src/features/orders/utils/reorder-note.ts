/** The note a reorder leaves over the cart: what of the order the menu no longer offers. */
export function reorderNote(unavailable: readonly string[]): string | undefined {
  if (unavailable.length === 0) return undefined;
  const count = unavailable.length === 1 ? '1 item is' : `${unavailable.length} items are`;
  return `${count} no longer available: ${unavailable.join(', ')}`;
}
