import { Form, Formik, type FormikHelpers } from 'formik';
import { changePassword } from '@island-eats/api-client';
import { resetPasswordSchema } from '@island-eats/api-client/schemas';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, Modal, notify } from '@island-eats/ui';
import { TextField } from '@island-eats/ui/form-fields';
import { useAuthFlow } from '../use-auth-flow';
import { FormActions } from './form-actions';

// SPEC.md §7 does not show changePassword's answer; ours carries a message to show.
const messageOf = (answer: object) =>
  'message' in answer && typeof answer.message === 'string' ? answer.message : undefined;

interface Values {
  password: string;
  confirmPassword: string;
}

/** Reset Password after the forgot-password code was verified; then the flow closes. */
export function ResetPasswordModal() {
  const { flow, close } = useAuthFlow();

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const answer = await changePassword({ ...flow.phone, otpNumber: flow.otpNumber, ...values });
      notify.success(messageOf(answer) ?? 'Your password has been changed.');
      close();
    } catch (failure) {
      showFailure(failure);
    } finally {
      helpers.setSubmitting(false);
    }
  }

  return (
    <Modal open onClose={close} title="Reset Password" size="sm">
      <Formik<Values>
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField
              name="password"
              label="New Password"
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
            />
            <FormActions>
              <Button type="submit" fullWidth loading={isSubmitting}>
                Reset Password
              </Button>
            </FormActions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
