import { string } from 'yup';
import { MESSAGES } from './messages';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;
export const DIGITS = /^\d+$/;

export const mobileNumberSchema = string()
  .required(MESSAGES.required)
  .matches(DIGITS, MESSAGES.mobileDigits)
  .length(10, MESSAGES.mobileLength);

export const passwordSchema = string().required(MESSAGES.required).min(6, MESSAGES.passwordMin);

/** Kept for reuse; SPEC §5 says no current form applies it. */
export const strictPasswordSchema = string()
  .required(MESSAGES.required)
  .min(8, MESSAGES.strictPasswordMin)
  .matches(/[A-Z]/, MESSAGES.strictPasswordMix)
  .matches(/[a-z]/, MESSAGES.strictPasswordMix)
  .matches(/\d/, MESSAGES.strictPasswordMix)
  .matches(/[^A-Za-z\d]/, MESSAGES.strictPasswordMix);

export const emailSchema = string()
  .trim()
  .required(MESSAGES.required)
  .matches(EMAIL_PATTERN, MESSAGES.email);
