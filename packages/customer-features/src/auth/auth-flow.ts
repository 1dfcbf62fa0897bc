import { atom } from 'jotai';
import { DEFAULT_COUNTRY_CODE, type PhoneNumber } from '@island-eats/api-client';

/**
 * SPEC.md §4 authentication modal state: login, signUp, OTPModal (purpose signup),
 * OTPModal2 (purpose forgot), fpModal (forgotPassword), resetPassword, or none (closed).
 */
export type AuthStep = 'closed' | 'login' | 'otp' | 'signUp' | 'forgotPassword' | 'resetPassword';

export interface AuthFlow {
  step: AuthStep;
  /** Which header button opened the flow: only the first modal's title differs. */
  entry: 'login' | 'signUp';
  /** Why a code was sent: decides where Verify and the back arrow lead. */
  purpose: 'signup' | 'forgot';
  phone: PhoneNumber;
  /** The verified code, carried into the Sign Up or Reset Password form. */
  otpNumber: string;
  /** Seconds until the server accepts a resend (its cooldown). */
  retryAfter: number;
}

export const closedFlow: AuthFlow = {
  step: 'closed',
  entry: 'login',
  purpose: 'signup',
  phone: { countryCode: DEFAULT_COUNTRY_CODE, mobileNumber: '' },
  otpNumber: '',
  retryAfter: 0,
};

export const authFlowAtom = atom<AuthFlow>(closedFlow);
