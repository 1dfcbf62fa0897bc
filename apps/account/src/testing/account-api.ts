import type { Received, Reply } from '@island-eats/api-client/testing';
import { startApi, type TestServer } from '@island-eats/app-frame/testing';

type Handler = (request: Received) => Reply['body'];

/** The test API answers by call name (the path's last part); unknown calls get error 'false'. */
export async function startAccountApi(handlers: Record<string, Handler>): Promise<TestServer> {
  const api = await startApi();
  api.reply((request) => {
    const call = request.path.split('/').at(-1) ?? '';
    const handler = handlers[call];
    return { body: handler ? handler(request) : { error: 'false' } };
  });
  return api;
}

export const bodyOf = (request: Received) => JSON.parse(request.body) as Record<string, unknown>;
