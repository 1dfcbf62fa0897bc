import { useEffect, useState } from 'react';
import type { PaymentMethodEnable } from '@island-eats/api-client';
import type { TipPaymentModalProps } from '@island-eats/app-frame';
import { Loader, Modal } from '@island-eats/ui';
import { PaymentChoices } from '../../../lib/payment/components/payment-choices';
import { TIP_LABELS } from '../../../lib/payment/utils/payment-labels';
import { rememberApproval } from '../../../lib/payment/utils/pending-approval';
import { useTipPayment } from '../api/use-tip-payment';

/**
 * The tip payment modal (SPEC.md §2, §4): the outlet's payment choices, as at checkout, for a
 * delivered order's tip. Exposed for account's rating modal.
 */
export function TipPaymentModal({
  orderId,
  outletId,
  tipAmount,
  onClose,
  onPaid,
}: TipPaymentModalProps) {
  const tip = { orderId, outletId, tipAmount };
  const payment = useTipPayment(tip, onPaid);
  const [enable, setEnable] = useState<PaymentMethodEnable | null>(null);

  useEffect(() => {
    let live = true;
    void payment.check().then((config) => {
      if (!live) return;
      if (config) setEnable(config.enable);
      else onClose();
    });
    return () => {
      live = false;
    };
    // checked once per tip the modal opens for
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, tipAmount]);

  return (
    <Modal open onClose={onClose} title={`Pay a $${tipAmount} tip`} size="sm">
      {enable === null ? (
        <Loader label="Checking the restaurant's payment" showLabel />
      ) : (
        <PaymentChoices
          enable={enable}
          outletId={outletId}
          busy={payment.busy}
          labels={TIP_LABELS}
          createProviderOrder={async () => (await payment.check())?.order ?? null}
          beforeApproval={(order) => rememberApproval('tip', { ...tip, providerOrderId: order.id })}
          onPay={(pick) => payment.pay(enable, pick)}
        />
      )}
    </Modal>
  );
}
