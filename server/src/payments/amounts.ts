/** A wire amount ("12.50", 12.5, "12") as integer cents; null when it is not a sane amount. */
export function parseCents(value: unknown): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
