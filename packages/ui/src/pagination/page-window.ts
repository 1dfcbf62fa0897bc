export type PageSlot = number | 'gap';

/**
 * The page numbers to draw: always the first and last, the current one with `siblings` either
 * side, and a gap where pages are skipped, so 40 pages of reviews still fit on a phone.
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const from = Math.max(2, page - siblings);
  const to = Math.min(pageCount - 1, page + siblings);
  const slots: PageSlot[] = [1];
  if (from > 2) slots.push(from === 3 ? 2 : 'gap');
  for (let n = from; n <= to; n += 1) slots.push(n);
  if (to < pageCount - 1) slots.push(to === pageCount - 2 ? pageCount - 1 : 'gap');
  if (pageCount > 1) slots.push(pageCount);
  return slots;
}
