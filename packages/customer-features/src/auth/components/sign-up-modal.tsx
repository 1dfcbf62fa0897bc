import { Form, Formik, type FormikHelpers } from 'formik';
import { getUdId, userWithPasswordSignup } from '@island-eats/api-client';
import { signUpSchema } from '@island-eats/api-client/schemas';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, Modal, notify } from '@island-eats/ui';
import { PhoneFields } from '../fields/phone-fields';
import { TermsField } from '../fields/terms-field';
import { TextField } from '@island-eats/ui/form-fields';
import { completeLogin } from '../complete-login';
import { useAuthFlow } from '../use-auth-flow';
import { FormActions } from './form-actions';

interface Values {
  userName: string;
  email: string;
  countryCode: string;
  mobileNumber: string;
  password: string;
  otpNumber: string;
  udId: string;
  terms: boolean;
}

/** Sign Up after the number's code was verified (SPEC.md §4/§5); submit waits for a valid form. */
export function SignUpModal() {
  const { flow, close, setLocationPrompt } = useAuthFlow();
  const initialValues: Values = {
    userName: '',
    email: '',
    countryCode: flow.phone.countryCode,
    mobileNumber: flow.phone.mobileNumber,
    password: '',
    otpNumber: flow.otpNumber,
    udId: getUdId(),
    terms: false,
  };

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const answer = await userWithPasswordSignup({
        mobileNumber: values.mobileNumber.trim(),
        countryCode: values.countryCode,
        email: values.email.trim(),
        userName: values.userName.trim(),
        password: values.password,
        otpNumber: values.otpNumber,
      });
      const otherIsland = completeLogin(answer.userDetails, answer.token);
      close();
      notify.success(`Welcome to Island Eats, ${answer.userDetails.userName}!`);
      if (otherIsland) setLocationPrompt(otherIsland);
    } catch (failure) {
      showFailure(failure);
    } finally {
      helpers.setSubmitting(false);
    }
  }

  return (
    <Modal open onClose={close} title="Sign Up" size="sm">
      <Formik<Values>
        initialValues={initialValues}
        validationSchema={signUpSchema}
        validateOnMount
        onSubmit={submit}
      >
        {({ isSubmitting, isValid, values }) => (
          <Form noValidate>
            <TextField name="userName" label="Name" autoComplete="name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <PhoneFields />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
            />
            <TermsField />
            <FormActions>
              <Button
                type="submit"
                fullWidth
                loading={isSubmitting}
                disabled={!isValid || !values.terms}
              >
                Sign Up
              </Button>
            </FormActions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
