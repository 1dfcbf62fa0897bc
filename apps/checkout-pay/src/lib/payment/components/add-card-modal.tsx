import { Form, Formik, type FormikHelpers } from 'formik';
import { addCard, splitCardExpiry } from '@island-eats/api-client';
import { cardAddSchema } from '@island-eats/api-client/schemas';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, Modal, notify } from '@island-eats/ui';
import { TextField } from '@island-eats/ui/form-fields';
import { CardNumberField, DigitsField, ExpiryField } from './card-fields';

interface Values {
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  zipCode: string;
}

const EMPTY: Values = { holderName: '', cardNumber: '', expiry: '', cvv: '', zipCode: '' };

interface Props {
  outletId: number;
  onClose: () => void;
  /** After the server saved the card (its message was shown). */
  onAdded: () => void;
}

/**
 * 'Add Card' (SPEC.md §2, §5): holder name, card number, MM/YYYY expiry, CVV and zip code;
 * the card goes to the provider to be tokenised, only its token and last four are kept. The
 * fields are cleared after every submission.
 */
export function AddCardModal({ outletId, onClose, onAdded }: Props) {
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const { month, year } = splitCardExpiry(values.expiry);
    try {
      const answer = await addCard({
        card_number: values.cardNumber,
        expiration_month: month,
        expiration_year: year,
        cvv: values.cvv,
        zip_code: values.zipCode,
        type: values.holderName.trim(),
        outletId,
      });
      notify.success(answer.message);
      onAdded();
    } catch (failure) {
      showFailure(failure);
    } finally {
      helpers.resetForm({ values: EMPTY });
    }
  }

  return (
    <Modal open onClose={onClose} title="Add Card" size="sm">
      <Formik<Values> initialValues={EMPTY} validationSchema={cardAddSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="holderName" label="Card Holder Name" autoComplete="cc-name" />
            <CardNumberField name="cardNumber" />
            <ExpiryField name="expiry" />
            <DigitsField name="cvv" label="CVV" maxLength={4} autoComplete="cc-csc" />
            <DigitsField name="zipCode" label="Zip Code" maxLength={7} autoComplete="postal-code" />
            <Button type="submit" fullWidth loading={isSubmitting}>
              Continue
            </Button>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
