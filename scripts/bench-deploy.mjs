// `pnpm bench:deploy`: the deploy layout (deploy/compose.yaml without containers, as the deploy
// test runs it) under load through nginx: req/s of `/` (the page server's render),
// listRestaurant and viewCart with one API process behind nginx and with two, and socket.io
// trackers spread over both processes hearing the changes made through one. Needs the
// production builds, DATABASE_URL and Redis (REDIS_URL), like the deploy test; BENCH_PORT_SHIFT
// (300) moves its ports, BENCH_API_SECONDS (10) and BENCH_TRACKERS (2000) size it. First,
// before any load, the visitor's pages through nginx, restro-menu's host's included
// (lib/visitors-pages.mjs): on a phone (lib/phone-journeys.mjs) and in Lighthouse
// (lib/bench-lighthouse.mjs). Sections, as in `pnpm bench`: phone, lighthouse and load;
// BENCH_ONLY=lighthouse runs the ones it names alone, BENCH_PHONE=0 (or the others) skips one.
import { availableParallelism, loadavg } from 'node:os';
import { run } from './lib/api-load.mjs';
import { apiCalls } from './lib/bench-customers.mjs';
import { inTurns } from './lib/in-turns.mjs';
import { moveAll, tracker, until } from './lib/bench-trackers.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { benchLighthouse } from './lib/bench-lighthouse.mjs';
import { customerChromium } from './lib/lighthouse-customer.mjs';
import { benchPhone } from './lib/phone-journeys.mjs';
import { visitorsOutlets } from './lib/visitors-pages.mjs';
import { affinityPins, startDeployLayout } from './lib/deploy-layout.mjs';
import { p99 } from './lib/p99.mjs';

const CUSTOMERS = 40;
const VISITORS = 1000;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const TRACKERS = Number(process.env.BENCH_TRACKERS ?? 2000);
const OUTLET = 'Cruzan Grill Sunny Isle';

const SHIFT = Number(process.env.BENCH_PORT_SHIFT ?? 300);
const ONLY = process.env.BENCH_ONLY?.split(',');
const runs = (section) =>
  ONLY ? ONLY.includes(section) : process.env[`BENCH_${section.toUpperCase()}`] !== '0';
const layout = await startDeployLayout({
  shift: SHIFT,
  behindNginx: 1,
  // the generated 1,000-dish restaurant of `pnpm bench`, for the phone's largest menu
  env: { DEMO_LARGE_MENU: '1000' },
});
const apiBase = `${layout.siteUrl}/api/v1`;
const api = apiCalls(layout.siteUrl);
const cookie = (key) => `ie_affinity=${key}`;

/** `count` customers, each with a saved card, a placed order (still open) and a cart to view. */
function customers(outletId, count) {
  return inTurns(count, 10, async (n) => {
    const token = await api.signUp(n);
    const card = await api.card(token, outletId);
    await api.addPlainDish(token, outletId);
    const { orderId } = await api.placeOrder(token, outletId, card);
    await api.addPlainDish(token, outletId);
    return { token, orderId, key: `customer-${n}` };
  });
}

/** The two reads, as many browsers make them: each visitor and customer with its own cookie. */
function reads(people) {
  let visitor = 0;
  let turn = 0;
  const json = { 'content-type': 'application/json' };
  return {
    // a visitor's `/` rendered by the shell's page server (its first reads, the restaurant
    // list, on nginx's internal listener); uncompressed: autocannon asks for no encoding
    '/ (page server)': {
      url: `${layout.siteUrl}/`,
      headers: { accept: 'text/html' },
      eachHeaders: () => ({ cookie: cookie(`visitor-${visitor++ % VISITORS}`) }),
    },
    listRestaurant: {
      url: `${apiBase}/listRestaurant`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...api.ISLAND, timezone: 'America/St_Thomas', type: 'Take Out' }),
      eachHeaders: () => ({ cookie: cookie(`visitor-${visitor++ % VISITORS}`) }),
    },
    viewCart: {
      url: `${apiBase}/viewCart`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ located_at: 'st_croix', ...api.cartBody }),
      eachHeaders: () => {
        const { token, key } = people[turn++ % people.length];
        return { cookie: cookie(key), authorization: `Bearer ${token}` };
      },
    },
  };
}

/** Trackers of the customers' orders, half on each process; every order moved through api-1. */
async function trackersAcross(people, [first, second]) {
  const pins = await affinityPins(layout.siteUrl, [first.name, second.name]);
  const sent = new Map();
  const heard = { [first.name]: [], [second.name]: [] };
  const sockets = [];
  try {
    sockets.push(
      ...(await inTurns(TRACKERS, 250, (n) => {
        const { token, orderId } = people[n % people.length];
        const on = n % 2 === 0 ? first.name : second.name;
        const hear = (order) => heard[on].push(performance.now() - sent.get(order.orderId));
        return tracker(layout.siteUrl, token, orderId, hear, { cookie: cookie(pins[on]) });
      })),
    );
    await moveAll(first.url, people, sent);
    const count = () => heard[first.name].length + heard[second.name].length;
    await until(() => count() >= TRACKERS);
    console.log(
      `\n${TRACKERS} trackers of ${people.length} orders through nginx, half on each process; ` +
        `every order moved through ${first.name}: heard ${count()}/${TRACKERS}`,
    );
    for (const [name, latencies] of Object.entries(heard)) {
      console.log(
        `  on ${name}${name === first.name ? ' (same process)' : ' (through Redis)'}: ` +
          `${latencies.length} heard, p99 ${Math.round(p99(latencies))} ms`,
      );
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/**
 * The visitor's pages through nginx, as `pnpm bench` measures them under `pnpm start`: on a
 * phone, and in Lighthouse.
 */
async function pages(outletId) {
  const browser = await launchChromium();
  // restro-menu standalone on its own host, as a restaurant's guests open it
  const { siteUrl, restroUrl } = layout;
  const customer = await customerChromium({
    shellUrl: siteUrl,
    apiUrl: siteUrl,
    outletId,
    port: 9300 + SHIFT,
  });
  try {
    const outlets = await visitorsOutlets(browser, { shellUrl: siteUrl, apiUrl: siteUrl });
    if (runs('phone')) {
      await benchPhone(browser, {
        title: 'The deploy layout on a phone, through nginx',
        shellUrl: siteUrl,
        restroUrl,
        outlets,
        customerState: await customer.context.storageState(),
      });
    }
    if (runs('lighthouse')) {
      await benchLighthouse({
        title: 'The deploy layout, through nginx',
        shellUrl: siteUrl,
        restroUrl,
        outlets,
        customer,
      });
    }
  } finally {
    await customer.close();
    await browser.close();
  }
}

/**
 * The reads through nginx with one API process and with two, then the trackers across both,
 * for customers of `outletId`.
 */
async function underLoad(outletId) {
  const people = await customers(outletId, CUSTOMERS);
  // one and two processes in turn, twice, the better of each kept: on a shared machine the
  // load of the moment would otherwise decide the ratio
  const figures = {};
  for (const processes of [1, 2, 1, 2]) {
    await layout.reload(processes);
    for (const [name, read] of Object.entries(reads(people))) {
      await run(read, 2);
      const result = await run(read, SECONDS);
      const kept = figures[name]?.[processes];
      if (!kept || result.rps > kept.rps) {
        figures[name] = { ...figures[name], [processes]: result };
      }
    }
  }
  console.log(
    `\nThrough nginx (autocannon, 100 connections, better of two ${SECONDS} s runs; ` +
      `${VISITORS} visitors' and ${CUSTOMERS} customers' affinity cookies; ` +
      `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}):`,
  );
  console.log(
    `${'read'.padEnd(16)} ${'1 process req/s'.padStart(16)} ${'p99'.padStart(5)}  ` +
      `${'2 processes req/s'.padStart(18)} ${'p99'.padStart(5)} ${'ratio'.padStart(6)} errors`,
  );
  for (const [name, { 1: one, 2: two }] of Object.entries(figures)) {
    console.log(
      `${name.padEnd(16)} ${String(one.rps).padStart(16)} ${String(one.p99).padStart(5)}  ` +
        `${String(two.rps).padStart(18)} ${String(two.p99).padStart(5)} ` +
        `${(two.rps / one.rps).toFixed(2).padStart(6)} ${one.errors + two.errors}`,
    );
  }
  await trackersAcross(people, layout.apis);
}

try {
  const { listRestaurants } = await api.listRestaurant();
  const outletId = listRestaurants
    .flatMap((restaurant) => restaurant.outlet)
    .find((outlet) => outlet.outletName === OUTLET)?.outletId;
  if (!outletId) throw new Error(`${OUTLET} is not listed`);
  if (runs('phone') || runs('lighthouse')) await pages(outletId);
  if (runs('load')) await underLoad(outletId);
} finally {
  await layout.stop();
}
