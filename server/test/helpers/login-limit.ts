import { LIMITED_CALLS } from '../../src/http/rate-limits';

export type Phone = { countryCode: string; mobileNumber: string };

/** A fresh number of St. Croix's, very likely unused by this run. */
export const randomPhone = (): Phone => ({
  countryCode: '+1',
  mobileNumber: `3409${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`,
});

/** The failures a number may have from one address before its logins there are refused. */
const LOGIN_RULE = LIMITED_CALLS.userPasswordLogin!.find((rule) => rule.key === 'account-address')!;
export const LOGIN_FAILURES_ALLOWED = LOGIN_RULE.max;

/**
 * Waits, if need be, for a limit window (`windowMs` long) with 20 s left in it. The windows are
 * fixed: a count crossing into the next one starts again there, so a guesser's tries made
 * across the boundary would not meet the limit a test expects them to.
 */
export async function aWindowWithTimeLeft(windowMs = LOGIN_RULE.windowMs): Promise<void> {
  const msLeft = windowMs - (Date.now() % windowMs);
  if (msLeft < 20_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 100));
}

/** A login to `phone` with a wrong password through the API process at `origin`. */
export async function wrongLogin(
  origin: string,
  phone: Phone,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${origin}/api/v1/userPasswordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...phone, password: 'not-the-password', udId: 'GUESSER' }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/**
 * A guesser spreading wrong passwords for a fresh number over the processes at `origins` meets
 * one count: the allowed failures are refused afterwards on every one of them.
 */
export async function expectOneLoginLimit(origins: readonly string[]): Promise<void> {
  const phone = randomPhone();
  await aWindowWithTimeLeft();
  for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) {
    const answer = await wrongLogin(origins[i % origins.length]!, phone);
    expect(answer).toMatchObject({ status: 200, body: { error: 'true' } });
  }
  for (const origin of origins) expect((await wrongLogin(origin, phone)).status).toBe(429);
}
