import { Form, Formik } from 'formik';
import { staffLogin } from '@island-eats/api-client/staff';
import { staffLoginSchema } from '@island-eats/api-client/schemas';
import { PhoneFields } from '@island-eats/customer-features/auth';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, notify } from '@island-eats/ui';
import { TextField } from '@island-eats/ui/form-fields';
import type { StaffSession } from './staff-session';

/** A staff member signs in on the restaurant's tablet with their phone and password. */
export function StaffSignIn({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  return (
    <>
      <h1>Restaurant staff sign in</h1>
      <p>Sign in to see your outlet&apos;s orders as they come in.</p>
      <Formik
        initialValues={{ countryCode: '+1', mobileNumber: '', password: '' }}
        validationSchema={staffLoginSchema}
        onSubmit={async (values) => {
          try {
            const answer = await staffLogin({
              ...values,
              mobileNumber: values.mobileNumber.trim(),
            });
            notify.success(`Welcome, ${answer.member.name}!`);
            onSignedIn({ token: answer.accessToken, member: answer.member });
          } catch (failure) {
            showFailure(failure);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <PhoneFields />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <Button type="submit" loading={isSubmitting}>
              Sign In
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
