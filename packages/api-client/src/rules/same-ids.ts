/**
 * Two id lists hold the same set, whatever order they came in: a cart line's add-ons (the same
 * line is raised, not added twice) and the cart lines an order was placed for.
 */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort((x, y) => x - y);
  return [...a].sort((x, y) => x - y).every((id, i) => id === sorted[i]);
}
