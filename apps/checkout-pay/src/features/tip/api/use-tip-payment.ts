import { useState } from 'react';
import {
  checkTipPaymentConfig,
  tipPaymentConfirm,
  type PaymentMethodEnable,
  type ProviderOrder,
} from '@island-eats/api-client';
import { RESTAURANT_NOT_AVAILABLE, TIP_PLACED } from '@island-eats/api-client/answer-texts';
import { showFailure } from '@island-eats/app-frame/client';
import { notify } from '@island-eats/ui';
import {
  pickToken,
  providerFields,
  type PaymentPick,
} from '../../../lib/payment/utils/payment-pick';

export interface TipOrder {
  orderId: number;
  outletId: number;
  tipAmount: string;
}

/** tipPaymentConfirm for a chosen payment; 'Tip is placed!' on success. */
export async function confirmTip(
  tip: TipOrder,
  enable: PaymentMethodEnable,
  pick: PaymentPick,
): Promise<boolean> {
  try {
    await tipPaymentConfirm({
      orderId: tip.orderId,
      outletId: tip.outletId,
      tipAmount: tip.tipAmount,
      payment_method_enable: enable,
      ...(pick.kind === 'card' ? { token: pickToken(pick) } : providerFields(pick)),
    });
    notify.success(TIP_PLACED);
    return true;
  } catch (failure) {
    showFailure(failure);
    return false;
  }
}

/**
 * SPEC.md §4 Tip: checkTipPaymentConfig says which payment the outlet takes (and, for the
 * provider alone, makes the tip's own provider order), then tipPaymentConfirm pays it.
 */
export function useTipPayment(tip: TipOrder, onPaid: () => void) {
  const [busy, setBusy] = useState(false);

  async function check(): Promise<{ enable: PaymentMethodEnable; order?: ProviderOrder } | null> {
    try {
      const config = await checkTipPaymentConfig({
        ...tip,
        returnPath: window.location.pathname,
      });
      if (config.availability === 0) {
        notify.error(RESTAURANT_NOT_AVAILABLE);
        return null;
      }
      return { enable: config.payment_method_enable, order: config.payPalToken };
    } catch (failure) {
      showFailure(failure);
      return null;
    }
  }

  async function pay(enable: PaymentMethodEnable, pick: PaymentPick) {
    setBusy(true);
    try {
      if (await confirmTip(tip, enable, pick)) onPaid();
    } finally {
      setBusy(false);
    }
  }

  return { busy, setBusy, check, pay };
}
