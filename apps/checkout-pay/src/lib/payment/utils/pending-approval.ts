/**
 * A payment waiting for the wallet provider's approval: the payer leaves for the approval page
 * and comes back to the page that asked, which then finishes it. Kept for this browser tab.
 */
export type ApprovalPurpose = 'order' | 'tip';

const key = (purpose: ApprovalPurpose) => `island-eats:pending-${purpose}`;

export function rememberApproval<T extends { providerOrderId: string }>(
  purpose: ApprovalPurpose,
  record: T,
): void {
  try {
    sessionStorage.setItem(key(purpose), JSON.stringify(record));
  } catch {
    // without storage the approval still returns here; an order is then confirmed from its cart
  }
}

/** What was remembered for this provider order; `take` removes it (a tip is paid once). */
export function pendingApproval<T extends { providerOrderId: string }>(
  purpose: ApprovalPurpose,
  providerOrderId: string,
  { take = false } = {},
): T | null {
  try {
    const text = sessionStorage.getItem(key(purpose));
    if (!text) return null;
    const record = JSON.parse(text) as T;
    if (record.providerOrderId !== providerOrderId) return null;
    if (take) sessionStorage.removeItem(key(purpose));
    return record;
  } catch {
    return null;
  }
}
