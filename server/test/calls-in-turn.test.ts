import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db';
import { BUSY_MESSAGE, CallsInTurn, type CallsInTurnOptions } from '../src/http/calls-in-turn';
import { registerErrorHandlers } from '../src/http/error-handlers';

// Issue 37: on embedded PGlite the API lets a few calls at the database at a time, the rest in
// the order they came; a call that waited too long is told so (503, Retry-After) without being
// begun, and what needs no statement never waits.

/**
 * An API whose call `/api/v1/call/:name` runs a statement that lasts until released (a database
 * that records what began: the turns are what is tested), and `/api/v1/cached` touches none.
 */
async function apiInTurn(options: CallsInTurnOptions) {
  const began: string[] = [];
  const releases = new Map<string, () => void>();
  const database: Db = {
    async query<T>(sql: string) {
      began.push(sql);
      await new Promise<void>((resolve) => releases.set(sql, resolve));
      return [] as T[];
    },
    exec: async () => {},
    transaction: (fn) => fn(database),
    close: async () => {},
  };
  const turns = new CallsInTurn(options);
  const db = turns.db(database);
  const app: FastifyInstance = Fastify({ forceCloseConnections: true });
  registerErrorHandlers(app);
  await app.register(
    async (api) => {
      turns.register(api);
      api.get('/cached', async () => ({ cached: true }));
      api.get<{ Params: { name: string } }>('/call/:name', async (request) => {
        await db.query(request.params.name);
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

it('answers a call that waited too long 503 with Retry-After, never begun; a cached one at once', async () => {
  const { app, url, began, call, release } = await apiInTurn({ atOnce: 1, maxWaitMs: 300 });
  const first = call('first');
  await settle(50);
  const waited = await call('second');
  expect(waited.status).toBe(503);
  expect(waited.headers.get('retry-after')).toBe('1');
  expect(await waited.json()).toEqual({ error: 'true', errorMessage: BUSY_MESSAGE });
  expect(await (await fetch(`${url}/api/v1/cached`)).json()).toEqual({ cached: true });
  release('first');
  expect((await first).status).toBe(200);
  expect(began).toEqual(['first']);
  await app.close();
});

it('takes a caller who went away while waiting out of the line', async () => {
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
  // its statement goes ahead without a turn (others may share what it began): none waits on it
  expect(began).toEqual(['first', 'gone']);
  release('gone');
  release('first');
  await settle(100);
  expect(began).toEqual(['first', 'gone', 'next']);
  release('next');
  expect((await next).status).toBe(200);
  expect((await first).status).toBe(200);
  await app.close();
});

it('gives back the turn of a call queued on a kept-alive connection that died', async () => {
  const { app, url, began, call, release } = await apiInTurn({ atOnce: 1, maxWaitMs: 300 });
  // two calls pipelined on one connection: the second waits for its turn, and its answer
  // would come after the first's; then the connection dies, and the second's answer hears no
  // 'close' of its own
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'GET /api/v1/call/first HTTP/1.1\r\nHost: x\r\n\r\nGET /api/v1/call/second HTTP/1.1\r\nHost: x\r\n\r\n',
  );
  await settle(100);
  expect(began).toEqual(['first']);
  socket.destroy();
  await settle(100);
  // the line moves on: a new call has its turn, not a 503 after waiting
  const after = call('after');
  await settle(100);
  expect(began).toEqual(['first', 'second', 'after']);
  release('after');
  expect((await after).status).toBe(200);
  release('first');
  release('second');
  await app.close();
});
