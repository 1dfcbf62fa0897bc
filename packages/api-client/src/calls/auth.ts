import type { ApiOk, LocatedAt } from '../types/common';
import type { UserProfile } from '../types/user';
import { apiPost } from '../http';
import { getUdId } from '../ud-id';

export interface PhoneNumber {
  mobileNumber: string;
  countryCode: string;
}

export interface CheckAvailabilityResponse extends ApiOk {
  isNewUser: boolean;
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

export function otpVerification(payload: PhoneNumber & { otpNumber: string }): Promise<ApiOk> {
  return apiPost('otpVerification', { ...payload, udId: getUdId() });
}

export function resendOtp(payload: PhoneNumber): Promise<ApiOk> {
  return apiPost('resendOtp', payload);
}

export function forgotPassword(payload: PhoneNumber): Promise<ApiOk> {
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
