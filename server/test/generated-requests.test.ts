import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { issueToken, revokeToken } from '../src/auth/tokens';
import type { Db } from '../src/db/db';
import { dbFingerprint } from './helpers/db-fingerprint';
import type { Operation } from './helpers/openapi-arbitraries';
import { operationsOf, requestsOf } from './helpers/openapi-arbitraries';
import { CUSTOMER_ID, STAFF_KEY } from './helpers/orders-fixtures';
import type { Probe } from './helpers/route-probes';
import { openSeededDb } from './helpers/test-db';
import { judgeAnswer } from './helpers/wire-verdict';
import { watchWrites } from './helpers/write-watch';

/**
 * Issue 20.6a: at least 10,000 requests generated (fast-check) from every operation of the
 * OpenAPI document: bodies, queries and path parameters drawn from each schema, mixed with
 * hostile values and any JSON at all, sent by a visitor, a customer, a forged or revoked token,
 * with or without the staff key. No answer is a 5xx, carries a stack trace or an internal path,
 * or leaves the wire shape; a refused request leaves every watched table as it was.
 * malformed-every-route.test.ts feeds the fixed hostile values field by field; this one
 * explores the space between them, over app.inject (no network) to stay fast.
 */
const REQUESTS = 10_000;
// ~30 s alone; on 2 cores beside the suite's other workers it has taken over 60 s
jest.setTimeout(180_000);

let db: Db;
let app: FastifyInstance;
let operations: Operation[];
/** A statement that may have written ran since the last fingerprint. */
let dirty = false;
let sent = 0;
/** Requests answered error 'false': the generated requests reach the handlers, not only the schemas. */
let accepted = 0;

beforeAll(async () => {
  db = await openSeededDb();
  app = await buildApp({
    db: watchWrites(db, () => {
      dirty = true;
    }),
    staffKey: STAFF_KEY,
    // the generated sign-ins all come from one address: let them reach the handlers
    limits: { exemptAddresses: ['127.0.0.1'] },
  });
  await app.ready();
  operations = operationsOf(app.swagger());
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

it('documents every route the app registered', () => {
  const documented = new Set(operations.map((op) => `${op.method} ${op.url}`));
  const undocumented = app.routeTable
    .map((route) => `${route.method} ${route.url}`)
    .filter((call) => !documented.has(call) && call !== 'GET /api/v1/openapi.json');
  expect(undocumented).toEqual([]);
});

/** Who sends a request: each kind of caller, the staff key right, wrong or absent. */
async function callers(): Promise<fc.Arbitrary<Record<string, string>>> {
  const revoked = await issueToken(db, CUSTOMER_ID);
  await revokeToken(db, revoked);
  // a fresh token per operation: logout or a password change may end the one before
  const valid = await issueToken(db, CUSTOMER_ID);
  const bearer = fc.constantFrom<Record<string, string>>(
    {},
    { authorization: `Bearer ${valid}` },
    { authorization: `Bearer ${valid}` },
    { authorization: `Bearer ${revoked}` },
    { authorization: "Bearer x'OR'1'='1" },
    { authorization: 'Basic dXNlcjpwYXNz' },
  );
  const staff = fc.constantFrom<Record<string, string>>(
    {},
    { 'x-staff-key': STAFF_KEY },
    { 'x-staff-key': "' OR 1=1" },
  );
  return fc.tuple(bearer, staff).map(([a, b]) => ({ ...a, ...b }));
}

/** The watched tables as they were after the last request that may have written. */
let known: Record<string, string>;

/** Sends the request and answers what is wrong with its answer or with what it left, or null. */
async function problemOf(op: Operation, probe: Probe, headers: Record<string, string>) {
  dirty = false;
  const res = await app.inject({
    method: probe.method as 'GET' | 'POST',
    url: probe.path,
    headers:
      probe.body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    payload: probe.body,
  });
  sent += 1;
  const verdict = judgeAnswer(op.url, {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    text: res.body,
  });
  if (verdict.problem) return verdict.problem;
  if (!verdict.refused) accepted += 1;
  // no statement that may write ran: the tables are as they were
  if (!dirty) return null;
  const before = known;
  known = await dbFingerprint(db);
  const changed = Object.keys(known).filter((table) => known[table] !== before[table]);
  return verdict.refused && changed.length > 0
    ? `refused, yet changed ${changed.join(', ')}`
    : null;
}

it(`answers ${REQUESTS.toLocaleString('en')}+ generated requests over every operation in the wire shape, writing nothing when it refuses`, async () => {
  const runs = Math.ceil(REQUESTS / operations.length);
  for (const op of operations) {
    const callerArb = await callers();
    // revoking the caller's token moved the sessions version: start from here
    known = await dbFingerprint(db);
    await fc.assert(
      fc.asyncProperty(requestsOf(op), callerArb, async (probe, headers) => {
        const problem = await problemOf(op, probe, headers);
        if (problem) throw new Error(`${op.method} ${op.url}: ${problem}\n  sent ${probe.label}`);
      }),
      { numRuns: runs, endOnFailure: true },
    );
  }
  expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  expect(accepted).toBeGreaterThan(REQUESTS / 20);
});
