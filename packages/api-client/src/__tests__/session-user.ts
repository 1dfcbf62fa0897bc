import type { SessionUser } from '../types/user';

/** A logged-in customer's session as the API's login leaves it, for the client's tests. */
export const sessionUser = (patch: Partial<SessionUser> = {}): SessionUser => ({
  token: 'tok-123',
  udId: 'DEVICE',
  userName: 'Ana',
  email: 'ana@example.com',
  countryCode: '+1',
  mobileNumber: '3405551234',
  located_at: 'st_croix',
  short_interest_survey: '',
  ...patch,
});
