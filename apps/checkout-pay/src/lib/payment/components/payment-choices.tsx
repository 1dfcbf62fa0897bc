import type { PaymentMethodEnable, ProviderOrder } from '@island-eats/api-client';
import { PAYMENT_METHOD } from '@island-eats/api-client';
import { PAYMENT_NOT_SETUP } from '@island-eats/api-client/answer-texts';
import type { PaymentLabels } from '../utils/payment-labels';
import type { PaymentPick } from '../utils/payment-pick';
import { ProviderPayment } from './provider-payment';
import { SavedCards } from './saved-cards';

export interface PaymentChoicesProps {
  /** payment_method_enable: saved cards (1), the provider (2), or neither (0). */
  enable: PaymentMethodEnable | 0;
  outletId: number;
  busy: boolean;
  labels: PaymentLabels;
  createProviderOrder: () => Promise<ProviderOrder | null>;
  beforeApproval?: (order: ProviderOrder) => void;
  onPay: (pick: PaymentPick) => Promise<void>;
}

/** The payment choices the outlet takes, the same at checkout and for a tip. */
export function PaymentChoices({ enable, ...props }: PaymentChoicesProps) {
  if (enable === PAYMENT_METHOD.savedCard) return <SavedCards {...props} />;
  if (enable === PAYMENT_METHOD.provider) return <ProviderPayment {...props} />;
  return <p role="alert">{PAYMENT_NOT_SETUP}</p>;
}
