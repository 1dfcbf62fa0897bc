import { object, ref, string } from 'yup';
import { mobileNumberSchema, passwordSchema } from './fields';
import { MESSAGES } from './messages';

/** A staff member's sign-in on the restaurant's tablet (SPEC.md §5's phone and password rules). */
export const staffLoginSchema = object({
  countryCode: string().required(MESSAGES.required),
  mobileNumber: mobileNumberSchema,
  password: passwordSchema,
});

/** Joining a restaurant by an owner's invitation link. */
export const staffJoinSchema = object({
  name: string().trim().required(MESSAGES.required),
  countryCode: string().required(MESSAGES.required),
  mobileNumber: mobileNumberSchema,
  password: passwordSchema,
  confirmPassword: string()
    .required(MESSAGES.required)
    .oneOf([ref('password')], MESSAGES.passwordMismatch),
});

/** A refusal's reason, which the customer reads. */
export const refusalSchema = object({
  reason: string().trim().required(MESSAGES.refusalReason).max(200),
});
