import { paymentsRefunded } from '../metrics/money-metrics';
import type { PaymentProvider } from './provider';

/** The one way money goes back to a customer: the provider gives the charge back, in full. */
export async function refundCharge(payments: PaymentProvider, chargeId: string): Promise<void> {
  await payments.refund(chargeId);
  paymentsRefunded.inc();
}
