import type { LocatedAt } from './common';

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

export interface UserProfile {
  userName: string;
  email: string;
  mobileNumber: string;
  countryCode: string;
  located_at: LocatedAt;
  image: string | null;
  short_interest_survey: string | null;
  udId: string;
}
