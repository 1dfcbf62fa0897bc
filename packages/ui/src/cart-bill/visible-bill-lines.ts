/** A bill line as viewCart sends it (api-client's BillTotal): '$4.00' shown, '4.00' as a number. */
export interface BillLine {
  displayKey: string;
  displayValue: string;
  netAmount: string;
}

const HIDDEN_KEYS = new Set(['Donate', 'Blessings Discount']);

/**
 * SPEC §2: Donate and Blessings Discount are not shown, nor is a line without a key or a
 * readable amount (the display check).
 */
export function visibleBillLines(lines: readonly BillLine[]): BillLine[] {
  return lines.filter(
    (line) =>
      !HIDDEN_KEYS.has(line.displayKey.trim()) &&
      line.displayKey.trim() !== '' &&
      typeof line.displayValue === 'string' &&
      line.displayValue.trim() !== '' &&
      Number.isFinite(Number(line.netAmount)),
  );
}
