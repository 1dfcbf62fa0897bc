import { readConfig } from '../../src/config';
import { DEV_STAFF_KEY } from '../../src/staff/staff-key';

/**
 * A staff call (`POST /api/v1/staff/...` with the x-staff-key of STAFF_KEY, else the key of
 * `pnpm start`'s dev mode) to the running API, at API_URL or where PORT and HOST put it.
 * Answers the call's answer; null when no API is listening. A refusal throws its message.
 */
export async function staffCall<T extends object>(
  path: string,
  body: object = {},
): Promise<T | null> {
  const config = readConfig();
  const base = process.env.API_URL ?? `http://${config.host}:${config.port}`;
  try {
    const response = await fetch(`${base}/api/v1/staff/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-staff-key': process.env.STAFF_KEY || DEV_STAFF_KEY,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(3000),
    });
    const answer = (await response.json()) as T & { error: string; errorMessage: string };
    if (answer.error === 'true') throw new Error(answer.errorMessage);
    return answer;
  } catch (error) {
    // Only "nobody is listening" is not an answer; a refusal is final.
    if (
      error instanceof Error &&
      /fetch failed|ECONNREFUSED|timeout|aborted/i.test(`${error.message} ${String(error.cause)}`)
    ) {
      return null;
    }
    throw error;
  }
}
