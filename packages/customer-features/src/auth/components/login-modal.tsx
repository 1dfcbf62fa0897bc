import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { checkAvailability, userPasswordLogin } from '@island-eats/api-client';
import { loginSchema } from '@island-eats/api-client/schemas';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, Modal, notify } from '@island-eats/ui';
import { PhoneFields } from '../fields/phone-fields';
import { TextField } from '@island-eats/ui/form-fields';
import { completeLogin } from '../complete-login';
import { useAuthFlow } from '../use-auth-flow';
import { FormActions, Hint, LinkRow } from './form-actions';

interface Values {
  countryCode: string;
  mobileNumber: string;
  password: string;
}

/**
 * Log In (SPEC.md §4): the number is checked first. A known number gets the password field;
 * a new one was just sent a code and goes on to the OTP modal, then Sign Up.
 */
export function LoginModal() {
  const { flow, go, close, setLocationPrompt } = useAuthFlow();
  const [passwordShown, setPasswordShown] = useState(false);
  const title = flow.entry === 'signUp' && !passwordShown ? 'Sign Up' : 'Log In';

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const phone = { countryCode: values.countryCode, mobileNumber: values.mobileNumber.trim() };
    try {
      if (!passwordShown) {
        const answer = await checkAvailability(phone);
        if (answer.isNewUser === 1) {
          go({ step: 'otp', purpose: 'signup', phone, retryAfter: answer.retryAfter ?? 30 });
        } else {
          setPasswordShown(true);
        }
        return;
      }
      const answer = await userPasswordLogin({ ...phone, password: values.password });
      const otherIsland = completeLogin(answer.Userdetails, answer.accessToken);
      close();
      notify.success(`Welcome, ${answer.Userdetails.userName}!`);
      if (otherIsland) setLocationPrompt(otherIsland);
    } catch (failure) {
      showFailure(failure);
    } finally {
      helpers.setSubmitting(false);
    }
  }

  return (
    <Modal open onClose={close} title={title} size="sm">
      <Formik<Values>
        initialValues={{ ...flow.phone, password: '' }}
        validationSchema={loginSchema(passwordShown)}
        onSubmit={submit}
      >
        {({ isSubmitting, setFieldValue, setFieldTouched, values }) => (
          <Form noValidate>
            <Hint>
              {passwordShown
                ? 'Welcome back! Enter your password.'
                : 'Enter your mobile number to log in or sign up.'}
            </Hint>
            <PhoneFields
              onEdit={() => {
                if (!passwordShown) return;
                // SPEC.md §4: a changed number must be checked again before a password.
                setPasswordShown(false);
                void setFieldValue('password', '', false);
                void setFieldTouched('password', false, false);
              }}
            />
            {passwordShown && (
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                autoFocus
              />
            )}
            <FormActions>
              <Button type="submit" fullWidth loading={isSubmitting}>
                {passwordShown ? 'Log In' : 'Continue'}
              </Button>
              <LinkRow>
                <Button
                  variant="link"
                  onClick={() =>
                    go({
                      step: 'forgotPassword',
                      phone: { countryCode: values.countryCode, mobileNumber: values.mobileNumber },
                    })
                  }
                >
                  Forgot Password?
                </Button>
              </LinkRow>
            </FormActions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
