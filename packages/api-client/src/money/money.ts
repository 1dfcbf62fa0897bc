/**
 * The `@island-eats/api-client/money` entry: money as text, the same on the server and the
 * pages. Inside, money is integer cents (STYLE.md); it becomes text only at the edge, either
 * shown to people ('$12.50') or as the wire's amount ('12.50').
 */

/**
 * '$1,234.50' from dollars already rounded to cents. Written out rather than an
 * Intl.NumberFormat: building that formatter loads the browser's locale data, about 200 ms of
 * a throttled phone's main thread on the first page that shows a price (pnpm bench's CPU
 * profile), for a format that never changes.
 */
function usd(dollars: number): string {
  const [whole = '0', cents = '00'] = Math.abs(dollars).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars < 0 ? '-' : ''}$${grouped}.${cents}`;
}

/**
 * Dollars, as the API sends them (number or string) → '$12.50'. Anything that is not a
 * number shows as '—' rather than a misleading '$0.00' or 'NaN'.
 */
export function formatMoney(value: number | string): string {
  const amount = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(amount)) return '—';
  // Round to cents first so tiny negatives do not print as '-$0.00' (`|| 0` drops -0).
  return usd(Math.round(amount * 100) / 100 || 0);
}

/** Integer cents → '$12.50', as people read it (SPEC.md §9: a $ sign and 2 decimals). */
export function formatCents(cents: number): string {
  return formatMoney(Math.round(cents) / 100);
}

/** Integer cents → the wire's amount '12.50': no $ and no grouping, as the API sends amounts. */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
