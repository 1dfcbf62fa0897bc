/**
 * A tip waiting for the wallet provider's approval: the payer leaves for the approval page and
 * comes back to the page that opened the tip modal, which then finishes it (tip-return).
 * Kept for this browser tab only.
 */
export interface PendingTip {
  orderId: number;
  outletId: number;
  tipAmount: string;
  providerOrderId: string;
}

const KEY = 'island-eats:pending-tip';

export function rememberPendingTip(tip: PendingTip): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(tip));
  } catch {
    // without storage the approval still happens; the tip is then paid from the modal again
  }
}

/** The pending tip for this provider order, taken out of storage (it is finished once). */
export function takePendingTip(providerOrderId: string): PendingTip | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    const tip = JSON.parse(text) as PendingTip;
    if (tip.providerOrderId !== providerOrderId) return null;
    sessionStorage.removeItem(KEY);
    return tip;
  } catch {
    return null;
  }
}
