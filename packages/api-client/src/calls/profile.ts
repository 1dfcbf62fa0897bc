import type { ApiOk, LocatedAt } from '../types/common';
import type { UserProfile } from '../types/user';
import { apiGet, apiPost } from '../http';

export interface ProfileResponse extends ApiOk {
  usersDetails: UserProfile;
}

export interface ProfileContact {
  userName: string;
  email: string;
  countryCode: string;
  mobileNumber: string;
}

export interface ProfileUpdate extends ProfileContact {
  /** a new picture (png, gif, jpeg); omitted keeps the current one */
  image?: Blob;
  located_at: LocatedAt;
  short_interest_survey?: string;
}

export interface UpdateProfileResponse extends ApiOk {
  /** 'Profile updated successfully.' */
  message: string;
  usersDetails?: UserProfile;
}

/** The customer's profile; `sessionToken`: another session's, as a server asks (apiGet). */
export function getProfile(sessionToken?: string): Promise<ProfileResponse> {
  return apiGet('getProfile', undefined, sessionToken);
}

/** The edit-profile form, sent as multipart because of the image. */
export function updateProfile(update: ProfileUpdate): Promise<UpdateProfileResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(update)) {
    if (value !== undefined) form.append(name, value);
  }
  return apiPost('updateProfile', form);
}

/** The contact details edited at checkout, sent as JSON. */
export function updateProfileContact(contact: ProfileContact): Promise<UpdateProfileResponse> {
  return apiPost('updateProfile', contact);
}
