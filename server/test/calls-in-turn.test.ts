import Fastify, { type FastifyInstance } from 'fastify';
import { BUSY_MESSAGE, callsInTurn, type CallsInTurnOptions } from '../src/http/calls-in-turn';

// Issue 37: on embedded PGlite the API lets a few calls in at a time, the rest in the order
// they came, and a call that waited too long is told so (503, Retry-After) without being begun.

/** A call `/api/v1/call/:name` that runs until released; `began` lists the names begun. */
async function apiInTurn(options: CallsInTurnOptions) {
  const began: string[] = [];
  const releases = new Map<string, () => void>();
  const app: FastifyInstance = Fastify({ forceCloseConnections: true });
  await app.register(
    async (api) => {
      callsInTurn(api, options);
      api.get('/health', async () => ({ status: 'ok' }));
      api.get<{ Params: { name: string } }>('/call/:name', async (request) => {
        began.push(request.params.name);
        await new Promise<void>((resolve) => releases.set(request.params.name, resolve));
        return { done: request.params.name };
      });
    },
    { prefix: '/api/v1' },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const call = (name: string, signal?: AbortSignal) =>
    fetch(`${url}/api/v1/call/${name}`, { signal });
  const release = (name: string) => releases.get(name)!();
  return { app, url, began, call, release };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('lets calls in a few at a time, in the order they came', async () => {
  const { app, began, call, release } = await apiInTurn({ atOnce: 2, maxWaitMs: 5000 });
  const answers = ['a', 'b', 'c', 'd'].map((name) => call(name));
  await settle(100);
  expect(began).toEqual(['a', 'b']);
  release('b');
  await settle(100);
  expect(began).toEqual(['a', 'b', 'c']);
  release('a');
  await settle(100);
  release('c');
  release('d');
  const bodies = await Promise.all(answers.map(async (answer) => (await answer).json()));
  expect(bodies.map(({ done }) => done)).toEqual(['a', 'b', 'c', 'd']);
  expect(began).toEqual(['a', 'b', 'c', 'd']);
  await app.close();
});

it('answers a call that waited too long 503 with Retry-After, never begun, and health at once', async () => {
  const { app, url, began, call, release } = await apiInTurn({ atOnce: 1, maxWaitMs: 300 });
  const first = call('first');
  await settle(50);
  const waited = await call('second');
  expect(waited.status).toBe(503);
  expect(waited.headers.get('retry-after')).toBe('1');
  expect(await waited.json()).toEqual({ error: 'true', errorMessage: BUSY_MESSAGE });
  expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
  release('first');
  expect((await first).status).toBe(200);
  expect(began).toEqual(['first']);
  await app.close();
});

it('drops a caller who went away while waiting from the line', async () => {
  const { app, began, call, release } = await apiInTurn({ atOnce: 1, maxWaitMs: 5000 });
  const first = call('first');
  await settle(50);
  const leaving = new AbortController();
  const gone = call('gone', leaving.signal).catch(() => 'aborted');
  const next = call('next');
  await settle(50);
  leaving.abort();
  expect(await gone).toBe('aborted');
  await settle(50);
  release('first');
  await settle(100);
  release('next');
  expect((await next).status).toBe(200);
  expect((await first).status).toBe(200);
  expect(began).toEqual(['first', 'next']);
  await app.close();
});
