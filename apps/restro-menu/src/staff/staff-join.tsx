import { Form, Formik } from 'formik';
import { acceptStaffInvitation } from '@island-eats/api-client/staff';
import { staffJoinSchema } from '@island-eats/api-client/schemas';
import { PhoneFields } from '@island-eats/customer-features/auth';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, notify } from '@island-eats/ui';
import { TextField } from '@island-eats/ui/form-fields';
import type { StaffSession } from './staff-session';

interface Props {
  invitation: string;
  onSignedIn: (session: StaffSession) => void;
}

/** Someone an owner invited makes their staff account from the link, and is signed in. */
export function StaffJoin({ invitation, onSignedIn }: Props) {
  return (
    <>
      <h1>Join your restaurant on Island Eats</h1>
      <p>Your restaurant invited you. Choose how you will sign in.</p>
      <Formik
        initialValues={{
          name: '',
          countryCode: '+1',
          mobileNumber: '',
          password: '',
          confirmPassword: '',
        }}
        validationSchema={staffJoinSchema}
        onSubmit={async (values) => {
          try {
            const answer = await acceptStaffInvitation({
              ...values,
              invitation,
              name: values.name.trim(),
              mobileNumber: values.mobileNumber.trim(),
            });
            notify.success(`Welcome to ${answer.member.restaurantName}, ${answer.member.name}!`);
            onSignedIn({ token: answer.accessToken, member: answer.member });
          } catch (failure) {
            showFailure(failure);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="name" label="Your name" autoComplete="name" />
            <PhoneFields />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" loading={isSubmitting}>
              Join
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
