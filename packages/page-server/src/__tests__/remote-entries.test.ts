import type { NodeHost } from '@island-eats/app-frame/node-host';
import { remoteEntries } from '../remote-entries';

const BROWSE = 'http://localhost:3001/node/remoteEntry.js';

/** A host that records registrations and answers loads as told: the federation runtime's part. */
function recordingHost(answer: () => Promise<unknown> = async () => ({ default: {} })) {
  const registrations: { entries: object; force: boolean }[] = [];
  const host: Pick<NodeHost, 'setRemotes' | 'loadModule'> = {
    setRemotes: (entries, force = false) => void registrations.push({ entries, force }),
    loadModule: () => answer() as never,
  };
  return { host, registrations };
}

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

const quiet = () => undefined;

test('registers the entries at once and loads a module', async () => {
  const { host, registrations } = recordingHost();
  const entries = remoteEntries({
    host,
    entries: { browse: BROWSE },
    allowedOrigins: ['http://localhost:3001'],
    readTag: async () => '"1"',
    log: quiet,
  });
  expect(registrations).toEqual([{ entries: { browse: BROWSE }, force: false }]);
  expect(await entries.load('browse/page/home')).toEqual({ module: { default: {} } });
});

test('refuses to start with an entry off the allowed origins', () => {
  const { host } = recordingHost();
  expect(() =>
    remoteEntries({ host, entries: { browse: BROWSE }, allowedOrigins: ['http://other:1'] }),
  ).toThrow(/allowed origin/);
});

test('asks at most once a period, and re-registers with force on a new ETag', async () => {
  const { host, registrations } = recordingHost();
  const time = clock();
  let tag = '"1"';
  const asked: string[] = [];
  const entries = remoteEntries({
    host,
    entries: { browse: BROWSE },
    allowedOrigins: ['http://localhost:3001'],
    readTag: async (url) => {
      asked.push(url);
      return tag;
    },
    now: time.now,
    log: quiet,
  });
  await Promise.all([entries.load('browse/page/home'), entries.load('browse/page/home')]);
  time.advance(999);
  tag = '"2"';
  await entries.load('browse/page/home');
  expect(asked).toEqual([BROWSE]);
  expect(registrations).toHaveLength(1);

  time.advance(1);
  await entries.load('browse/page/home');
  expect(asked).toHaveLength(2);
  expect(registrations.at(-1)).toEqual({ entries: { browse: BROWSE }, force: true });

  time.advance(1000);
  await entries.load('browse/page/home');
  expect(registrations).toHaveLength(2);
});

test('a remote that is down, hangs or throws yields unavailable within the budget', async () => {
  const answers = [
    () => Promise.reject(new Error('ECONNREFUSED')),
    () => new Promise(() => undefined),
    () => Promise.reject(new SyntaxError('Unexpected token')),
  ];
  for (const answer of answers) {
    const { host } = recordingHost(answer);
    const entries = remoteEntries({
      host,
      entries: { browse: BROWSE },
      allowedOrigins: ['http://localhost:3001'],
      readTag: async () => '"1"',
      budgetMs: 50,
      log: quiet,
    });
    const started = Date.now();
    expect(await entries.load('browse/page/home')).toEqual({ unavailable: true });
    expect(Date.now() - started).toBeLessThan(150);
  }
});

test('an entry whose HEAD fails is unavailable; after a failure the next check re-registers', async () => {
  const { host, registrations } = recordingHost();
  const time = clock();
  let up = false;
  const entries = remoteEntries({
    host,
    entries: { browse: BROWSE },
    allowedOrigins: ['http://localhost:3001'],
    readTag: async () => {
      if (!up) throw new Error('ECONNREFUSED');
      return '"1"';
    },
    now: time.now,
    log: quiet,
  });
  expect(await entries.load('browse/page/home')).toEqual({ unavailable: true });
  up = true;
  time.advance(1000);
  expect(await entries.load('browse/page/home')).toEqual({ module: { default: {} } });
  expect(registrations.at(-1)).toEqual({ entries: { browse: BROWSE }, force: true });
});

test('a module of a remote with no entry is unavailable', async () => {
  const { host } = recordingHost();
  const entries = remoteEntries({ host, entries: {}, allowedOrigins: [], log: quiet });
  expect(await entries.load('account/page/profile')).toEqual({ unavailable: true });
});

test('a HEAD slower than the budget costs its pages nothing: the loaded entry renders', async () => {
  const { host, registrations } = recordingHost();
  const time = clock();
  // the first HEAD answers at once; the second only when told: a busy process
  const heads: (() => void)[] = [];
  const entries = remoteEntries({
    host,
    entries: { browse: BROWSE },
    allowedOrigins: ['http://localhost:3001'],
    readTag: () =>
      new Promise((resolve) => {
        heads.push(() => resolve('"1"'));
        if (heads.length === 1) resolve('"1"');
      }),
    now: time.now,
    budgetMs: 50,
    headWaitMs: 10,
    log: quiet,
  });
  expect(await entries.load('browse/page/home')).toEqual({ module: { default: {} } });

  time.advance(1000);
  const waiting = [entries.load('browse/page/home'), entries.load('browse/page/home')];
  // the pages render with the entry in use while its HEAD is unanswered, which asks once
  expect(await Promise.all(waiting)).toEqual([
    { module: { default: {} } },
    { module: { default: {} } },
  ]);
  expect(heads).toHaveLength(2);
  heads[1]?.();
  await Promise.resolve();
  time.advance(1000);
  expect(await entries.load('browse/page/home')).toEqual({ module: { default: {} } });
  heads.forEach((answer) => answer());
  // the same build: registered once, at the start; nothing loaded from it was dropped
  expect(registrations).toEqual([{ entries: { browse: BROWSE }, force: false }]);
});
