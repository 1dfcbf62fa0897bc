import type { TestServer } from './test-server';

export type Answer = Record<string, unknown>;

/**
 * A call to the test server as a bearer of `token` (a staff member's or a customer's), or of
 * none: its status and JSON answer. A POST without a body sends `{}`.
 */
export async function bearerCall(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; answer: Answer }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response =
    method === 'GET'
      ? await server.get(path, headers)
      : await server.post(path, body ?? {}, headers);
  return { status: response.status, answer: (await response.json()) as Answer };
}
