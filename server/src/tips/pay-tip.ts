import type { Db } from '../db/db';
import { chargeIntent } from '../payments/charge-intent';
import { openIntent } from '../payments/intents';
import type { PaymentChoice } from '../payments/payment-choice';
import type { PaymentProvider } from '../payments/provider';
import { outletAccepts, PAYMENT_NOT_SETUP } from '../payments/outlet-payment';
import { paymentSource } from '../payments/take-payment';
import { isTipWalletOrderFor } from '../payments/wallet-orders';
import { checkTip, TIP_FOR_ANOTHER_ORDER, TIP_NOT_WRITTEN } from './tip-rules';
import type { PayTipResult } from './write-tip';
import { tipFinishedBefore, writeTip } from './write-tip';

export interface PayTipInput {
  userId: number;
  orderId: number;
  tipCents: number;
  /** A saved card, or the provider order made by checkTipPaymentConfig. */
  payment: PaymentChoice;
}

/**
 * Takes the tip (payments/take-payment) and records it on the order, like an order: the intent
 * is written before the charge and settled with the tip's write (tips/write-tip), so a crash
 * in between is finished by the reconciler. One tip per order: the charge key is the order's;
 * a losing twin's payment is refunded unless it is the winner's very charge. A wallet tip pays
 * only the order checkTipPaymentConfig made its provider order for.
 */
export async function payTip(
  db: Db,
  payments: PaymentProvider,
  input: PayTipInput,
): Promise<PayTipResult> {
  const check = await checkTip(db, input.userId, input.orderId);
  if (!check.ok) return check;
  if (!outletAccepts(check.outlet, input.payment.wallet)) {
    return { ok: false, message: PAYMENT_NOT_SETUP };
  }
  const checked = await paymentSource(db, input.userId, 'tip', input.payment);
  if (!checked.ok) return checked;
  const { source } = checked;
  if (source.wallet && !(await isTipWalletOrderFor(db, source.paymentRef, input.orderId))) {
    return { ok: false, message: TIP_FOR_ANOTHER_ORDER };
  }
  const intent = await openIntent(db, {
    chargeKey: `tip:${input.orderId}:${input.tipCents}`,
    purpose: 'tip',
    userId: input.userId,
    amountCents: input.tipCents,
    provider: payments.name,
    source,
    orderId: input.orderId,
  });
  if (intent.status !== 'pending') return tipFinishedBefore(intent);

  return chargeIntent(db, payments, {
    intent,
    source,
    write: (chargeId) => writeTip(payments.name, chargeId),
    finishedBefore: tipFinishedBefore,
    declined: (refusal) => ({ ok: false, message: refusal.message }),
    notWritten: { ok: false, message: TIP_NOT_WRITTEN },
  });
}
