import { MESSAGES } from '@island-eats/api-client/messages';

/** SPEC.md §5 rules, checked again on the server: the texts are the client's own. */
export const FIELD_MESSAGES = {
  mobileLength: MESSAGES.mobileLength,
  mobileDigits: MESSAGES.mobileDigits,
  countryCode: 'Please choose a valid country code.',
  signupCountryCode: 'Country code must be +1 or +91.',
  passwordMin: MESSAGES.passwordMin,
  passwordMismatch: MESSAGES.passwordMismatch,
  email: MESSAGES.email,
  userName: 'Please enter your name.',
  otpFormat: 'Please enter the 6-digit code.',
} as const;

/** Dial codes people can sign up with (SPEC.md §9). */
export const SIGNUP_COUNTRY_CODES = ['+1', '+91'] as const;
export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;

/** The message for a bad mobile number, or null when it is 10 digits. */
export function mobileNumberProblem(mobileNumber: string): string | null {
  if (!/^\d*$/.test(mobileNumber)) return FIELD_MESSAGES.mobileDigits;
  return mobileNumber.length === 10 ? null : FIELD_MESSAGES.mobileLength;
}

export function countryCodeProblem(countryCode: string): string | null {
  return /^\+\d{1,4}$/.test(countryCode) ? null : FIELD_MESSAGES.countryCode;
}

export function phoneProblem(phone: { mobileNumber: string; countryCode: string }) {
  return mobileNumberProblem(phone.mobileNumber) ?? countryCodeProblem(phone.countryCode);
}

export function passwordProblem(password: string): string | null {
  return password.length >= PASSWORD_MIN_LENGTH ? null : FIELD_MESSAGES.passwordMin;
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function isOtpFormat(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}
