import type { Received, Reply } from '@island-eats/api-client/testing';
import { startApi, type TestServer } from '@island-eats/app-frame/testing';

type Handler = (request: Received) => Reply;

/** The API's two answers (SPEC.md §8): error 'false' with the data, or 'true' with a message. */
export const ok = (data: object = {}): Reply => ({
  body: { error: 'false', errorMessage: '', ...data },
});
export const refuse = (errorMessage: string): Reply => ({
  body: { error: 'true', errorMessage },
});

/** The test API answers by call name (the path's last part); other calls get ok(). */
export async function startCheckoutApi(handlers: Record<string, Handler>): Promise<TestServer> {
  const api = await startApi();
  api.reply((request) => handlers[request.path.split('/').at(-1) ?? '']?.(request) ?? ok());
  return api;
}

/** The JSON bodies the page sent to one call, oldest first. */
export const sentTo = (api: TestServer, call: string) =>
  api.received
    .filter((request) => request.path.endsWith(`/${call}`))
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);
