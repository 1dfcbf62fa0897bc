import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { getProfile, updateProfileContact } from '@island-eats/api-client';
import { checkoutContactSchema } from '@island-eats/api-client/schemas';
import { showFailure, useRequest } from '@island-eats/app-frame/client';
import { Button, notify, VisuallyHidden } from '@island-eats/ui';
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

/** Holds the fields' place while the profile loads: the sections below never jump. */
const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const EMPTY: Values = { userName: '', email: '', mobileNumber: '' };

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/**
 * 'Contact Info' (SPEC.md §2, §5): name, email and phone, prefilled from the profile and saved
 * with updateProfile's JSON form (§7).
 */
export function ContactInfo() {
  // a first read of the page (as the profile page's), so checkout comes with the fields filled
  const { data } = useRequest(() => getProfile(), [], { pageData: 'profile' });
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
      <Formik<Values>
        initialValues={
          profile
            ? {
                userName: profile.userName,
                email: profile.email,
                mobileNumber: profile.mobileNumber,
              }
            : EMPTY
        }
        // the empty fields shown while loading take the profile's values when it arrives
        enableReinitialize
        validationSchema={checkoutContactSchema}
        onSubmit={save}
      >
        {({ isSubmitting, dirty, isValid }) => (
          <Form noValidate aria-label="Contact Info" aria-busy={!profile}>
            {!profile && <VisuallyHidden role="status">Loading contact info</VisuallyHidden>}
            <Fieldset disabled={!profile}>
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
            </Fieldset>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
