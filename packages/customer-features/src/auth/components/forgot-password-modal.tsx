import { Form, Formik, type FormikHelpers } from 'formik';
import { forgotPassword, type PhoneNumber } from '@island-eats/api-client';
import { loginSchema } from '@island-eats/api-client/schemas';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, Modal, notify } from '@island-eats/ui';
import { PhoneFields } from '../fields/phone-fields';
import { useAuthFlow } from '../use-auth-flow';
import { FormActions, Hint, LinkRow } from './form-actions';

const phoneSchema = loginSchema(false);

/** Forgot Password (fpModal): the number gets a code, then OTPModal2 and Reset Password. */
export function ForgotPasswordModal() {
  const { flow, go, close } = useAuthFlow();

  async function submit(values: PhoneNumber, helpers: FormikHelpers<PhoneNumber>) {
    const phone = { countryCode: values.countryCode, mobileNumber: values.mobileNumber.trim() };
    try {
      const answer = await forgotPassword(phone);
      notify.success(answer.message);
      go({ step: 'otp', purpose: 'forgot', phone, retryAfter: answer.retryAfter });
    } catch (failure) {
      showFailure(failure);
    } finally {
      helpers.setSubmitting(false);
    }
  }

  return (
    <Modal open onClose={close} title="Forgot Password" size="sm">
      <Formik<PhoneNumber>
        initialValues={flow.phone}
        validationSchema={phoneSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Hint>
              Enter your mobile number and we will send you a code to reset your password.
            </Hint>
            <PhoneFields />
            <FormActions>
              <Button type="submit" fullWidth loading={isSubmitting}>
                Send OTP
              </Button>
              <LinkRow>
                <Button variant="link" onClick={() => go({ step: 'login' })}>
                  Back to Log In
                </Button>
              </LinkRow>
            </FormActions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
