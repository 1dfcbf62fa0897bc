import { mixed, object, string } from 'yup';
import { LOCATIONS } from '../constants';
import { emailSchema } from './fields';
import { MESSAGES } from './messages';

export const checkoutContactSchema = object({
  userName: string().trim().required(MESSAGES.required),
  email: emailSchema,
  mobileNumber: string().required(MESSAGES.required).max(10, MESSAGES.invalid),
});

export const PROFILE_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;

export function isProfileImageType(type: string): boolean {
  return (PROFILE_IMAGE_TYPES as readonly string[]).includes(type);
}

export const editProfileSchema = object({
  /** the picture's URL: the stored one, or a preview of the chosen file */
  image: string().required(MESSAGES.profileImage),
  userName: string().trim().required(MESSAGES.required),
  email: emailSchema,
  mobileNumber: string().required(MESSAGES.required),
  located_at: mixed<(typeof LOCATIONS)[number]>()
    .required(MESSAGES.required)
    .oneOf(LOCATIONS, MESSAGES.invalid),
  short_interest_survey: string(),
});
