import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/db';
import type { RouteEntry } from '../src/http/route-table';
import { dbFingerprint } from './helpers/db-fingerprint';
import { CUSTOMER_ID, STAFF_KEY } from './helpers/orders-fixtures';
import type { Probe, ProbeDepth } from './helpers/route-probes';
import { plainProbe, probesFor } from './helpers/route-probes';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';
import { judgeAnswer } from './helpers/wire-verdict';

/**
 * SPEC.md §8 / Issue 3: bad input is never a 5xx, never a stack trace, never a partial write.
 * The routes come from the app's own route table, so a new route is covered without editing
 * this file.
 */
let db: Db;
let server: TestServer;
let routes: readonly RouteEntry[];

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db, staffKey: STAFF_KEY });
  routes = server.app.routeTable;
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

function send(probe: Probe, headers: Record<string, string>): Promise<Response> {
  const path = probe.path;
  if (probe.method === 'GET') return fetch(server.origin + path, { headers });
  return fetch(server.origin + path, {
    method: probe.method,
    headers:
      probe.body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: probe.body,
  });
}

/** Runs tasks a few at a time: enough to overlap HTTP, not enough to queue on one PGlite. */
async function inPool<T>(items: readonly T[], size: number, task: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

/**
 * Feeds every probe of every route, with the headers the caller builds per route, and answers
 * the problems found. A route whose every probe was refused must leave the database as it was.
 */
async function pass(
  headersFor: () => Promise<Record<string, string>>,
  depth: ProbeDepth = 'every field',
): Promise<string[]> {
  const problems: string[] = [];
  // one route's "after" is the next one's "before": issuing a token touches no watched table
  let before = await dbFingerprint(db);
  for (const route of routes) {
    const headers = await headersFor();
    let anyAccepted = false;
    const probe = async (p: Probe) => {
      const res = await send(p, headers);
      const verdict = judgeAnswer(route.url, {
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        text: await res.text(),
      });
      if (!verdict.refused) anyAccepted = true;
      if (verdict.problem) {
        problems.push(`${route.method} ${route.url} [${p.label}]: ${verdict.problem}`);
      }
      return verdict;
    };
    // A route that wants a sign-in stops a visitor at the door: probing it field by field
    // would repeat the whole-body probes (the signed-in pass does reach its fields).
    const atTheDoor =
      depth === 'every field' &&
      !headers.authorization &&
      (await probe(plainProbe(route))).unauthenticated;
    await inPool(probesFor(route, atTheDoor ? 'whole body' : depth), 4, probe);
    const after = await dbFingerprint(db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    if (!anyAccepted && changed.length > 0) {
      problems.push(
        `${route.method} ${route.url}: refused every probe yet changed ${changed.join(', ')}`,
      );
    }
    before = after;
  }
  return problems;
}

it('enumerates every route the app registered', () => {
  const calls = routes.map((r) => `${r.method} ${r.url}`);
  expect(calls.length).toBeGreaterThanOrEqual(50);
  // one from each way routes are registered: the API scope, a child scope, a loop, the root
  expect(calls).toEqual(
    expect.arrayContaining([
      'POST /api/v1/orderConfirm',
      'POST /api/v1/updateProfile',
      'POST /api/v1/staff/orders/:id/reject',
      'GET /images/:kind/:file',
    ]),
  );
});

describe('hostile input to every route', () => {
  it('without a token', async () => {
    expect(await pass(async () => ({}))).toEqual([]);
  });

  it('with a forged token', async () => {
    expect(
      // a forged token stops every call at the door, so the field-by-field pass adds nothing
      await pass(
        async () => ({ authorization: "Bearer x'OR'1'='1", 'x-staff-key': "' OR 1=1" }),
        'whole body',
      ),
    ).toEqual([]);
  });

  it("with a customer's valid token and the staff key", async () => {
    // a fresh token per route, as a route like logout or changePassword may end the session
    const headersFor = async () => ({
      authorization: `Bearer ${await issueToken(db, CUSTOMER_ID)}`,
      'x-staff-key': STAFF_KEY,
    });
    expect(await pass(headersFor)).toEqual([]);
  });
});
