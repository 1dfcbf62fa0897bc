import {
  getCurrentLocation,
  getUdId,
  setSession,
  type LocatedAt,
  type UserDetails,
} from '@island-eats/api-client';
import { refreshCounts } from '../client/refresh-counts';

/**
 * Keeps the session of a login or sign-up (the session sync publishes `auth`), reads the
 * header's counts, and returns the user's island when it differs from the site's current one
 * (SPEC.md §4: the switch prompt), else null.
 */
export function completeLogin(user: UserDetails, token: string): LocatedAt | null {
  setSession({
    token,
    udId: getUdId(),
    userName: user.userName,
    email: user.email,
    countryCode: user.countryCode,
    mobileNumber: user.mobileNumber,
    located_at: user.located_at,
    short_interest_survey: user.short_interest_survey ?? '',
  });
  void refreshCounts();
  return user.located_at !== getCurrentLocation() ? user.located_at : null;
}
