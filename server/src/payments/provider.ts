/**
 * What the order, card and tip flows need from a payment provider (DESIGN.md §5). Two
 * implementations: the built-in sandbox (default, offline) and PayPal Orders v2.
 * Card numbers and CVVs pass through these calls only; no implementation stores or logs them.
 */
export interface CardDetails {
  number: string;
  name: string;
  /** 'YYYY-MM' */
  expiry: string;
  cvv: string;
}

export interface ReturnUrls {
  returnUrl: string;
  cancelUrl: string;
}

/** A wallet order awaiting the payer's approval at approveUrl. */
export interface WalletOrder {
  id: string;
  status: string;
  approveUrl: string;
}

/**
 * A charge that did not go through. `unclear`: the provider's answer was not a clear decline
 * (a 5xx, a time-out, a capture still pending), so the money may yet be taken: the intent stays
 * for the reconciler, which asks again until the provider knows (PaymentUnclear).
 */
export type Declined = { ok: false; message: string; unclear?: true };
export type Outcome<T> = ({ ok: true } & T) | Declined;

/** What the provider knows of a charge or capture asked of it: taken or not. */
export type ChargeState =
  { paid: false } | { paid: true; chargeId: string; amountCents: number; refunded: boolean };

export const CARD_DECLINED = 'Your card was declined.';
export { PAYMENT_FAILED } from '@island-eats/api-client/answer-texts';
export const PAYMENT_UNCONFIRMED =
  'We could not confirm your payment yet. If it went through, it will show in your orders ' +
  'within a few minutes, or be refunded: please check before paying again.';

/** The provider cannot yet say how a charge ended: the reconciler asks again later. */
export class PaymentUnclear extends Error {}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paypal';
  createOrder(amountCents: number, urls: ReturnUrls): Promise<WalletOrder>;
  /** Pays a wallet order with a card typed into the provider form (payPalCardRequest). */
  payOrderWithCard(orderId: string, card: CardDetails): Promise<Outcome<{ status: string }>>;
  /** Takes the approved order's money; capturing twice answers the first capture. */
  capture(orderId: string): Promise<Outcome<{ captureId: string; amountCents: number }>>;
  tokeniseCard(card: CardDetails): Promise<Outcome<{ token: string; last4: string }>>;
  /** Charges a saved card; the same idempotency key never charges twice. */
  charge(
    token: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<Outcome<{ chargeId: string }>>;
  /** Gives a capture or charge back in full; giving back twice gives back once. */
  refund(chargeId: string): Promise<void>;
  /**
   * Whether `charge` with this idempotency key took the money (the reconciler's question after
   * a crash); throws PaymentUnclear while the provider cannot tell. Takes charge's own arguments: a provider that can only be asked by repeating the
   * request (PayPal) answers the first request's result, or makes the charge now.
   */
  findCharge(token: string, amountCents: number, idempotencyKey: string): Promise<ChargeState>;
  /** Whether the wallet order was captured, and by which capture; PaymentUnclear as findCharge. */
  findCapture(orderId: string): Promise<ChargeState>;
}
