import { FIELD_MESSAGES, countryCodeProblem, isEmail, mobileNumberProblem } from '../auth/fields';
import { isIsland, UNKNOWN_LOCATION } from '../islands/islands';
import type { Island } from '../islands/islands';

/** What an updateProfile call may change; absent fields keep their value. */
export interface ProfileChanges {
  userName?: string;
  located_at?: Island;
  short_interest_survey?: string;
}

const MAX_LENGTHS: Record<string, number> = {
  userName: 100,
  email: 254,
  countryCode: 8,
  mobileNumber: 20,
  located_at: 40,
  short_interest_survey: 500,
};

export type ParsedFields = { changes: ProfileChanges } | { problem: string; status: 200 | 422 };

/**
 * The edit-profile and checkout-contact fields, from JSON or multipart alike. Phone and email
 * identify the account and are not changed here; when sent they must still be well formed.
 */
export function parseProfileFields(input: Record<string, unknown>): ParsedFields {
  const values: Record<string, string> = {};
  for (const [name, limit] of Object.entries(MAX_LENGTHS)) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') {
      return { problem: `${name} must be a string.`, status: 422 };
    }
    const text = String(value).trim();
    if (text.length > limit) {
      return { problem: `${name} must be at most ${limit} characters.`, status: 422 };
    }
    values[name] = text;
  }
  const refuse = (problem: string): ParsedFields => ({ problem, status: 200 });
  const { userName, email, countryCode, mobileNumber, located_at } = values;
  if (userName !== undefined && !userName) return refuse(FIELD_MESSAGES.userName);
  if (email !== undefined && !isEmail(email)) return refuse(FIELD_MESSAGES.email);
  const phoneProblem =
    (mobileNumber === undefined ? null : mobileNumberProblem(mobileNumber)) ??
    (countryCode === undefined ? null : countryCodeProblem(countryCode));
  if (phoneProblem) return refuse(phoneProblem);
  if (located_at && !isIsland(located_at)) return refuse(UNKNOWN_LOCATION);

  const changes: ProfileChanges = {};
  if (userName !== undefined) changes.userName = userName;
  if (located_at && isIsland(located_at)) changes.located_at = located_at;
  if (values.short_interest_survey !== undefined) {
    changes.short_interest_survey = values.short_interest_survey;
  }
  return { changes };
}
