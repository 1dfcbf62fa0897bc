import type { FromSchema } from 'json-schema-to-ts';
import type { LocatedAt } from './common';
import type { userProfileSchema } from '../wire/user';

/** What the client keeps after login (SPEC §3 "Session user"). */
export interface SessionUser {
  token: string;
  udId: string;
  userName: string;
  email: string;
  countryCode: string;
  mobileNumber: string;
  located_at: LocatedAt;
  short_interest_survey: string;
}

export type UserProfile = FromSchema<typeof userProfileSchema>;
