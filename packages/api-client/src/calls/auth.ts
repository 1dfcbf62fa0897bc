import type { ApiOk, Flag, LocatedAt } from '../types/common';
import type { UserProfile } from '../types/user';
import { apiPost } from '../http';
import { getUdId } from '../ud-id';

export interface PhoneNumber {
  mobileNumber: string;
  countryCode: string;
}

export interface CheckAvailabilityResponse extends ApiOk {
  /** 1: a new number, a sign-up code was sent; 0: an account exists, ask for the password */
  isNewUser: Flag;
  /** seconds until resendOtp may send another code */
  retryAfter?: number;
}

/** resendOtp answers, when refused, how long to wait (retryAfter) in the ApiError body. */
export interface OtpSentResponse extends ApiOk {
  message: string;
  retryAfter: number;
}

/** The user as login and sign-up return it. */
export type UserDetails = Omit<UserProfile, 'image'> & {
  image?: string | null;
  located_at: LocatedAt;
};

export interface PasswordLoginResponse extends ApiOk {
  Userdetails: UserDetails;
  accessToken: string;
}

export interface SignupPayload extends PhoneNumber {
  email: string;
  userName: string;
  password: string;
  otpNumber: string;
}

export interface SignupResponse extends ApiOk {
  userDetails: UserDetails;
  token: string;
}

export interface ChangePasswordPayload extends PhoneNumber {
  otpNumber: string;
  password: string;
  confirmPassword: string;
}

export function checkAvailability(payload: PhoneNumber): Promise<CheckAvailabilityResponse> {
  return apiPost('CheckAvailability', payload);
}

export function userPasswordLogin(
  payload: PhoneNumber & { password: string },
): Promise<PasswordLoginResponse> {
  return apiPost('userPasswordLogin', { ...payload, udId: getUdId() });
}

export function userWithPasswordSignup(payload: SignupPayload): Promise<SignupResponse> {
  return apiPost('userWithPasswordSignup', { ...payload, udId: getUdId() });
}

/** type names the flow; without it the server infers it (an existing account is resetting). */
export function otpVerification(
  payload: PhoneNumber & { otpNumber: string; type?: 'signup' | 'forgot' },
): Promise<ApiOk> {
  return apiPost('otpVerification', { ...payload, udId: getUdId() });
}

export function resendOtp(
  payload: PhoneNumber & { type?: 'signup' | 'forgot' },
): Promise<OtpSentResponse> {
  return apiPost('resendOtp', payload);
}

export function forgotPassword(payload: PhoneNumber): Promise<OtpSentResponse> {
  return apiPost('forgotPassword', payload);
}

/** Sent without udId (SPEC §7); the verified OTP proves who resets. */
export function changePassword(payload: ChangePasswordPayload): Promise<ApiOk> {
  return apiPost('changePassword', payload);
}

export function sendQuestion(payload: { question: string }): Promise<ApiOk & { message: string }> {
  return apiPost('sendQuestion', payload);
}

/** Revokes the token on the server; the caller clears the session and the cart. */
export function logout(): Promise<ApiOk> {
  return apiPost('logout');
}
