import type { BillTotal } from '@island-eats/api-client';

const HIDDEN_KEYS = new Set(['Donate', 'Blessings Discount']);

/**
 * SPEC §2: Donate and Blessings Discount are not shown, nor is a line without a key or a
 * readable amount (the display check).
 */
export function visibleBillLines(lines: readonly BillTotal[]): BillTotal[] {
  return lines.filter(
    (line) =>
      !HIDDEN_KEYS.has(line.displayKey.trim()) &&
      line.displayKey.trim() !== '' &&
      typeof line.displayValue === 'string' &&
      line.displayValue.trim() !== '' &&
      Number.isFinite(Number(line.netAmount)),
  );
}
