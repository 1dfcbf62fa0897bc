import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { getProfile, updateProfileContact } from '@island-eats/api-client';
import { checkoutContactSchema } from '@island-eats/api-client/schemas';
import { showFailure, useRequest } from '@island-eats/app-frame/client';
import { Button, Loader, notify } from '@island-eats/ui';
import { TextField } from '@island-eats/ui/form-fields';
import { Section } from './section';

interface Values {
  userName: string;
  email: string;
  mobileNumber: string;
}

const Fields = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/**
 * 'Contact Info' (SPEC.md §2, §5): name, email and phone, prefilled from the profile and saved
 * with updateProfile's JSON form (§7).
 */
export function ContactInfo() {
  const { data } = useRequest(() => getProfile(), []);
  const profile = data?.usersDetails;

  async function save(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const answer = await updateProfileContact({
        userName: values.userName.trim(),
        email: values.email.trim(),
        countryCode: profile?.countryCode ?? '+1',
        mobileNumber: values.mobileNumber,
      });
      notify.success(answer.message);
      helpers.resetForm({ values });
    } catch (failure) {
      showFailure(failure);
    } finally {
      helpers.setSubmitting(false);
    }
  }

  return (
    <Section id="contact-heading" title="Contact Info">
      {!profile ? (
        <Loader label="Loading contact info" />
      ) : (
        <Formik<Values>
          initialValues={{
            userName: profile.userName,
            email: profile.email,
            mobileNumber: profile.mobileNumber,
          }}
          validationSchema={checkoutContactSchema}
          onSubmit={save}
        >
          {({ isSubmitting, dirty, isValid }) => (
            <Form noValidate aria-label="Contact Info">
              <Fields>
                <TextField name="userName" label="Name" autoComplete="name" />
                <TextField name="email" label="Email" type="email" autoComplete="email" />
                <TextField
                  name="mobileNumber"
                  label="Phone Number"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  format={digitsOnly}
                />
              </Fields>
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                loading={isSubmitting}
                disabled={!dirty || !isValid}
              >
                Save Contact Info
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </Section>
  );
}
