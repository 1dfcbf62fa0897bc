/** How the customer pays: a saved card's token, or a provider order they approved or paid. */
export type PaymentPick =
  { kind: 'card'; token: string } | { kind: 'wallet'; providerOrderId: string };

/** The wallet's fields of orderConfirm and tipPaymentConfirm. */
export function providerFields(pick: PaymentPick): { pay_pal_order_id?: string } {
  return pick.kind === 'wallet' ? { pay_pal_order_id: pick.providerOrderId } : {};
}

export const pickToken = (pick: PaymentPick) =>
  pick.kind === 'card' ? pick.token : pick.providerOrderId;
