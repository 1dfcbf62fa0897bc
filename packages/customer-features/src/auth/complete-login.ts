import {
  getCurrentLocation,
  getUdId,
  setSession,
  type LocatedAt,
  type UserDetails,
} from '@island-eats/api-client';
import { refreshCounts } from '@island-eats/app-frame/client';
import { runAfterLogin } from './after-login';

/**
 * Keeps the session of a login or sign-up (the session sync publishes `auth`), reads the
 * header's counts, does what the visitor asked for before logging in (bus 'openLoginThen'),
 * and returns the user's island when it differs from the site's current one
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
  runAfterLogin();
  return user.located_at !== getCurrentLocation() ? user.located_at : null;
}
