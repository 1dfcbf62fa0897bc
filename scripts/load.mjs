// `pnpm load`: LOAD_CUSTOMERS (200) simulated customers browse, fill a cart, order with their
// saved sandbox card and track the order on a socket, for LOAD_SECONDS (60), against one API
// process of its own (loopback, ports 4000 + LOAD_PORT_SHIFT, a fresh PGlite folder, or a
// fresh schema on DATABASE_URL). Then nothing may be lost: every confirmed order is one order
// and one charge in the database, no payment is left unsettled, no call failed, and the API's
// memory stayed under LOAD_RSS_MB. Exits 1 otherwise. Beside each call's time as the customers
// saw it, the API's own (its /metrics): the answer's time inside it, the event loop's delay,
// and how long the database kept statements and transactions waiting.
import { apiCalls } from './lib/bench-customers.mjs';
import { customerRounds, trackerSocket } from './lib/load-customer.mjs';
import { LOAD_PHONE_PREFIX, loadLedger } from './lib/load-ledger.mjs';
import { gaugeOf, histogramBetween, scrapeMetrics } from './lib/api-metrics.mjs';
import { inTurns } from './lib/in-turns.mjs';
import { p99 } from './lib/p99.mjs';
import { rssOfPid } from './lib/process-rss.mjs';
import { freshSchema, withSiteDatabase } from './lib/site-database.mjs';
import { startApi } from './lib/site-process.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 200);
const SHIFT = Number(process.env.LOAD_PORT_SHIFT ?? 800);
// issue 37's bound for the busy evening (DESIGN.md's for any API process is 500)
const RSS_LIMIT_MB = Number(process.env.LOAD_RSS_MB ?? 400);
const RAMP_MS = 2000;
/** The seed's outlet open around the clock that takes saved cards (as `pnpm bench` orders). */
const OUTLET = 'Cruzan Grill Sunny Isle';

const schema = process.env.DATABASE_URL
  ? await freshSchema(process.env.DATABASE_URL, 'load')
  : null;
// the API's own figures (server/src/metrics): where the time goes inside it
const metricsUrl = `http://127.0.0.1:${9400 + SHIFT}/metrics`;
const api = await startApi({
  shift: SHIFT,
  env: { METRICS_PORT: String(9400 + SHIFT), ...(schema ? { DATABASE_URL: schema.url } : {}) },
});
const database = schema ? 'Postgres' : 'PGlite';
const timings = new Map();
const timed = (name, ms, ok) => {
  const entry = timings.get(name) ?? { ms: [], failed: 0 };
  entry.ms.push(ms);
  if (!ok) entry.failed += 1;
  timings.set(name, entry);
};
const tally = { confirmed: 0, failures: new Map() };
const rss = [];
let customers = [];
let ledger;
let inside;
try {
  const setup = apiCalls(api.url);
  const { listRestaurants } = await setup.listRestaurant();
  const outletId = listRestaurants
    .flatMap((restaurant) => restaurant.outlet)
    .find((outlet) => outlet.outletName === OUTLET).outletId;
  console.log(`${database}: signing up ${CUSTOMERS} customers with a saved card each...`);
  customers = await inTurns(CUSTOMERS, 20, async (n) => {
    const token = await setup.signUp(n, `${LOAD_PHONE_PREFIX}${String(n).padStart(5, '0')}`);
    const cardToken = await setup.card(token, outletId);
    return { token, cardToken, socket: await trackerSocket(api.url, token) };
  });

  const atRest = rssOfPid(api.pid);
  const sampler = setInterval(() => rss.push(rssOfPid(api.pid)), 1000);
  console.log(`${CUSTOMERS} customers ordering for ${SECONDS} s (API RSS ${atRest} MB at rest)...`);
  const load = apiCalls(api.url, { timed });
  // (a scrape also starts the event loop's delay afresh: the next one holds the run's)
  const before = await scrapeMetrics(metricsUrl);
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    customers.map(async (customer, i) => {
      // customers arrive over the first RAMP_MS, not all in the same millisecond
      await new Promise((resolve) => setTimeout(resolve, (i * RAMP_MS) / CUSTOMERS));
      await customerRounds({ api: load, apiUrl: api.url, customer, outletId, until, timed, tally });
    }),
  );
  clearInterval(sampler);
  rss.unshift(atRest);
  inside = { before, after: await scrapeMetrics(metricsUrl) };
} finally {
  for (const customer of customers) customer.socket.close();
  await api.stop({
    beforeRemoving: async (dataDir) => {
      ledger = await withSiteDatabase({ dataDir, databaseUrl: schema?.url }, loadLedger);
    },
  });
  await schema?.drop();
}

console.log(`\n${database}, ${CUSTOMERS} customers, ${SECONDS} s, one API process:`);
const columns = (...cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(40) : String(cell).padStart(9))).join(' ');
const ms = (seconds) =>
  seconds === null ? '-' : seconds === Infinity ? '>30000' : `≤${seconds * 1000}`;
const between = (name, pick) => histogramBetween(inside.before, inside.after, name, pick);
// `API p99` is the API's own time (from the request read to the answer sent), to the bucket
console.log(columns('call', 'calls', 'failed', 'p99 ms', 'max ms', 'API p99', 'API max'));
for (const [name, { ms: times, failed }] of [...timings].sort()) {
  const own = between('island_eats_http_request_duration_seconds', ({ route }) =>
    route.startsWith(`/api/v1/${name}`),
  );
  console.log(
    columns(
      name,
      times.length,
      failed,
      Math.round(p99(times)),
      Math.round(Math.max(...times)),
      ms(own.p99),
      ms(own.max),
    ),
  );
}
const lag = (stat) =>
  Math.round(gaugeOf(inside.after, `nodejs_eventloop_lag_${stat}_seconds`) * 1000);
console.log(`event-loop delay over the run: p99 ${lag('p99')} ms, max ${lag('max')} ms`);
for (const kind of ['statement', 'transaction']) {
  const wait = between('island_eats_db_wait_seconds', (labels) => labels.kind === kind);
  const busy = between('island_eats_db_busy_seconds', (labels) => labels.kind === kind);
  console.log(
    `database, each ${kind} (${busy.count}): wait p99 ${ms(wait.p99)} ms, max ${ms(wait.max)} ms` +
      `${wait.count ? '' : ' (not apart from the work)'}; work p99 ${ms(busy.p99)} ms, ` +
      `max ${ms(busy.max)} ms`,
  );
}
const failures = [...tally.failures].reduce((sum, [, n]) => sum + n, 0);
for (const [message, n] of tally.failures) console.log(`  ${n} × ${message}`);
const peak = Math.max(...rss);
const half = Math.floor(rss.length / 2);
console.log(
  `orders placed ${ledger.orders}, confirms answered ${tally.confirmed}, charges ${ledger.charges} ` +
    `(refunded ${ledger.refunded}), order payments captured ${ledger.captured}, ` +
    `payments unsettled ${ledger.unsettled}, failures ${failures}`,
);
console.log(
  `API RSS: ${rss[0]} MB at rest, ${rss[half]} MB halfway, ${rss.at(-1)} MB at the end, ` +
    `peak ${peak} MB (bound ${RSS_LIMIT_MB} MB)`,
);

const broken = [
  ledger.orders !== tally.confirmed && 'orders in the database ≠ confirms answered',
  ledger.charges !== ledger.orders && 'charges ≠ orders',
  ledger.captured !== ledger.orders && 'captured order payments ≠ orders',
  ledger.refunded + ledger.unsettled > 0 && 'payments refunded or left unsettled',
  failures > 0 && 'calls failed',
  tally.confirmed === 0 && 'no order was placed',
  peak > RSS_LIMIT_MB && `API RSS over ${RSS_LIMIT_MB} MB`,
].filter(Boolean);
console.log(broken.length ? `FAILED: ${broken.join('; ')}` : 'nothing lost: ok');
process.exit(broken.length ? 1 : 0);
