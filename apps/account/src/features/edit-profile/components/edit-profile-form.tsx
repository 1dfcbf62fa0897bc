import { Form, Formik } from 'formik';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatPhone,
  imageUrl,
  updateProfile,
  updateSession,
  type Location,
  type LocatedAt,
  type UserProfile,
} from '@island-eats/api-client';
import { editProfileSchema } from '@island-eats/api-client/schemas';
import { paths } from '@island-eats/app-frame';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, notify } from '@island-eats/ui';
import { FieldBox, Input, controlStyles } from '@island-eats/ui/form-fields';
import { ImageField } from './image-field';
import { LocationField } from './location-field';
import { TextField } from '@island-eats/ui/form-fields';

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 560px;
`;

const Survey = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

interface Values {
  image: string;
  userName: string;
  email: string;
  mobileNumber: string;
  located_at: LocatedAt;
  short_interest_survey: string;
}

interface Props {
  profile: UserProfile;
  locations: Location[];
  fallbackImage: string;
}

/** SPEC.md §2 Edit Profile, with the §5 rules; Submit stays disabled while the form is invalid. */
export function EditProfileForm({ profile, locations, fallbackImage }: Props) {
  const navigate = useNavigate();
  const file = useRef<File>(undefined);
  const surveyId = useId();
  const initial: Values = {
    image: imageUrl(profile.image) ?? '',
    userName: profile.userName,
    email: profile.email,
    mobileNumber: profile.mobileNumber,
    located_at: profile.located_at,
    short_interest_survey: profile.short_interest_survey ?? '',
  };

  async function submit(values: Values) {
    try {
      const answer = await updateProfile({
        image: file.current,
        userName: values.userName.trim(),
        email: profile.email,
        countryCode: profile.countryCode,
        mobileNumber: profile.mobileNumber,
        located_at: values.located_at,
        short_interest_survey: values.short_interest_survey,
      });
      updateSession({ userName: values.userName.trim(), located_at: values.located_at });
      notify.success(answer.message ?? 'Profile updated.');
      void navigate(paths.profile());
    } catch (failure) {
      showFailure(failure);
    }
  }

  return (
    <Formik
      initialValues={initial}
      validationSchema={editProfileSchema}
      validateOnMount
      onSubmit={submit}
    >
      {({ isValid, isSubmitting, values, handleChange }) => (
        <Fields noValidate>
          <ImageField
            name="image"
            fallbackSrc={fallbackImage}
            onFile={(chosen) => (file.current = chosen)}
          />
          <TextField name="userName" label="Name" autoComplete="name" />
          <TextField name="email" label="Email" disabled />
          <FieldBox>
            <label htmlFor={`${surveyId}-phone`}>Phone Number</label>
            <Input
              id={`${surveyId}-phone`}
              value={formatPhone(profile.countryCode, profile.mobileNumber)}
              disabled
            />
          </FieldBox>
          <LocationField name="located_at" locations={locations} />
          <FieldBox>
            <label htmlFor={surveyId}>Short Interests Survey</label>
            <Survey
              id={surveyId}
              name="short_interest_survey"
              value={values.short_interest_survey}
              onChange={handleChange}
              maxLength={500}
            />
          </FieldBox>
          <Button type="submit" disabled={!isValid} loading={isSubmitting}>
            Submit
          </Button>
        </Fields>
      )}
    </Formik>
  );
}
