// Issue 38.2: after the browser tests, none of the sessions' tokens, the staff's tokens, the
// invitation links' tokens or the one-time codes they used may be in what the site logged. The
// database keeps only their SHA-256 (server/src/auth/tokens.ts, otp-codes.ts, staff/), so every
// string of the log that could be one is hashed and looked for among them.
import { createHash } from 'node:crypto';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

// randomBytes(24 or 32).toString('base64url'): 32 or 43 characters
const TOKEN_LIKE = /(?<![\w-])[\w-]{32,43}(?![\w-])/g;
const SIX_DIGITS = /(?<!\d)\d{6}(?!\d)/g;

/** The hashes the site kept of every token it gave out, and of every code it sent. */
async function keptHashes(query) {
  const tokens = await query(
    `SELECT token_hash AS hash FROM auth_tokens
      UNION ALL SELECT token_hash FROM staff_tokens
      UNION ALL SELECT token_hash FROM staff_invitations`,
  );
  const codes = await query(
    'SELECT country_code AS "countryCode", mobile_number AS "mobileNumber", code_hash AS hash FROM otp_codes',
  );
  return { tokens: new Set(tokens.map((row) => row.hash)), codes };
}

/**
 * What of the site's tokens and codes `log` holds (one line each, never the secret itself), and
 * how many of each there were to find, so a check of an empty database cannot pass.
 */
export async function sessionSecretsIn(log, query) {
  const { tokens, codes } = await keptHashes(query);
  const found = [];
  for (const candidate of new Set(log.match(TOKEN_LIKE))) {
    if (tokens.has(sha256(candidate)))
      found.push(`log: a token the site gave out (${candidate.length} characters)`);
  }
  const sixDigits = [...new Set(log.match(SIX_DIGITS))];
  for (const { countryCode, mobileNumber, hash } of codes) {
    // as otp-codes.ts hashes a code: the phone's, so a code is found only for its own phone
    if (sixDigits.some((code) => sha256(`${countryCode}${mobileNumber}:${code}`) === hash)) {
      found.push(`log: a one-time code sent to a phone ending ${mobileNumber.slice(-2)}`);
    }
  }
  return { found, tokens: tokens.size, codes: codes.length };
}
