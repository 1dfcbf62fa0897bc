import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import type { ProviderOrder } from '@island-eats/api-client';
import { PAYMENT_FAILED } from '@island-eats/api-client/answer-texts';
import { providerCardSchema } from '@island-eats/api-client/schemas';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, notify } from '@island-eats/ui';
import { TextField } from '@island-eats/ui/form-fields';
import { payProviderCard } from '../api/pay-provider-card';
import type { PaymentLabels } from '../utils/payment-labels';
import type { PaymentPick } from '../utils/payment-pick';
import { EMPTY_PROVIDER_CARD, type ProviderCardValues } from '../utils/provider-card';
import { goToApproval } from '../utils/wallet-return';
import { CardNumberField, DigitsField, ExpiryField } from './card-fields';

const Or = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const filled = (values: ProviderCardValues) =>
  Object.values(values).every((value) => value.trim() !== '');

interface Props {
  outletId: number;
  busy: boolean;
  labels: PaymentLabels;
  /** Makes the provider order this payment is for; null when it cannot (already said why). */
  createProviderOrder: () => Promise<ProviderOrder | null>;
  /** Runs before the page leaves for the provider's approval page. */
  beforeApproval?: (order: ProviderOrder) => void;
  onPay: (pick: PaymentPick) => Promise<void>;
}

/**
 * The alternative provider (SPEC.md §2, §5): its card form pays the provider order here and
 * then the order is confirmed; the wallet button sends the payer to the provider's approval
 * page, which returns to this page with `token` and `PayerID`.
 */
export function ProviderPayment({
  outletId,
  busy,
  labels,
  createProviderOrder,
  beforeApproval,
  onPay,
}: Props) {
  async function payWithCard(
    values: ProviderCardValues,
    helpers: FormikHelpers<ProviderCardValues>,
  ) {
    try {
      const order = await createProviderOrder();
      if (!order) return;
      if (!(await payProviderCard(outletId, order.id, values))) return;
      helpers.resetForm();
      await onPay({ kind: 'wallet', providerOrderId: order.id });
    } catch (failure) {
      showFailure(failure);
    } finally {
      helpers.setSubmitting(false);
    }
  }

  async function payWithWallet() {
    try {
      const order = await createProviderOrder();
      if (!order) return;
      beforeApproval?.(order);
      if (!goToApproval(order.links)) {
        notify.error(PAYMENT_FAILED, { toastId: PAYMENT_FAILED });
      }
    } catch (failure) {
      showFailure(failure);
    }
  }

  return (
    <div>
      <Formik<ProviderCardValues>
        initialValues={EMPTY_PROVIDER_CARD}
        validationSchema={providerCardSchema}
        onSubmit={payWithCard}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label="Pay by card">
            <TextField name="name" label="Card Holder Name" autoComplete="cc-name" />
            <CardNumberField name="cardNumber" />
            <ExpiryField name="expiry" />
            <DigitsField name="cvv" label="CVV" maxLength={3} autoComplete="cc-csc" />
            <Button
              type="submit"
              fullWidth
              loading={isSubmitting}
              disabled={busy || !filled(values)}
            >
              {labels.providerCard}
            </Button>
          </Form>
        )}
      </Formik>
      <Or>or</Or>
      <Button variant="secondary" fullWidth loading={busy} onClick={() => void payWithWallet()}>
        {labels.wallet}
      </Button>
    </div>
  );
}
