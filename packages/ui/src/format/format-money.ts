const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Dollars, as the API sends them (number or string) → '$12.50'. Anything that is not a
 * number shows as '—' rather than a misleading '$0.00' or 'NaN'.
 */
export function formatMoney(value: number | string): string {
  const amount = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(amount)) return '—';
  // Round to cents first so tiny negatives do not print as '-$0.00' (`|| 0` drops -0).
  return usd.format(Math.round(amount * 100) / 100 || 0);
}

/** Integer cents, as money is kept inside the system → '$12.50'. */
export function formatCents(cents: number): string {
  return formatMoney(Math.round(cents) / 100);
}
