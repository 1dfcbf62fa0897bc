import { boolean, object, ref, string } from 'yup';
import { SIGN_UP_COUNTRY_CODES } from '../constants';
import { emailSchema, mobileNumberSchema, passwordSchema } from './fields';
import { MESSAGES } from './messages';

const otpNumberSchema = string()
  .required(MESSAGES.required)
  .matches(/^\d{6}$/, MESSAGES.invalid);

/** The password is checked only once its field is shown (existing user). */
export function loginSchema(passwordShown: boolean) {
  return object({
    countryCode: string().required(MESSAGES.required),
    mobileNumber: mobileNumberSchema,
    password: passwordShown ? passwordSchema : string().notRequired(),
  });
}

export const signUpSchema = object({
  mobileNumber: mobileNumberSchema,
  countryCode: string().required(MESSAGES.required).oneOf(SIGN_UP_COUNTRY_CODES, MESSAGES.invalid),
  otpNumber: otpNumberSchema,
  udId: string().required(MESSAGES.required),
  userName: string().trim().required(MESSAGES.required),
  email: emailSchema,
  password: passwordSchema,
  terms: boolean().required(MESSAGES.required).oneOf([true], MESSAGES.required),
});

export const otpSchema = object({ otpNumber: otpNumberSchema });

export const resetPasswordSchema = object({
  password: passwordSchema,
  confirmPassword: string()
    .required(MESSAGES.required)
    .oneOf([ref('password')], MESSAGES.passwordMismatch),
});
