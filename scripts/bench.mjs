// `pnpm bench`: performance figures against DESIGN.md §7's budgets: the first load of `/`
// (gzipped JavaScript, script requests, first restaurant card visible), restro-menu's first
// load for a guest (within the budget of `/`), Lighthouse mobile on the visitor's pages, and the
// API's reads under load against a bare server sending the same bytes, on PGlite and
// (DATABASE_URL) Postgres. Sections: loads (first loads), phone (pages on a throttled phone:
// lib/phone-journeys.mjs), lighthouse (lib/bench-lighthouse.mjs; the pages of both:
// lib/visitors-pages.mjs), menu (the 1,000-dish menu's interactions) and api.
// BENCH_ONLY=menu runs the ones it names (a comma list) alone; BENCH_LIGHTHOUSE=0 (and
// BENCH_LOADS, BENCH_MENU, BENCH_API) skips one.
import zlib from 'node:zlib';
import { buildApps, staleApps } from '@island-eats/build-config/build-apps';
// the same figures e2e/tests/first-load-size.test.ts holds `pnpm test` to
import FIRST_LOAD from '@island-eats/build-config/first-load-budget.json' with { type: 'json' };
import { benchApi, LARGE_MENU_OUTLET } from './lib/bench-api.mjs';
import { apiCalls } from './lib/bench-customers.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { menuInteractions } from './lib/bench-menu-inp.mjs';
import { benchLighthouse } from './lib/bench-lighthouse.mjs';
import { customerChromium } from './lib/lighthouse-customer.mjs';
import { benchPhone } from './lib/phone-journeys.mjs';
import { visitorsOutlets } from './lib/visitors-pages.mjs';
import { startSite } from './lib/site-process.mjs';

const BUDGET = { ...FIRST_LOAD, firstCardMs: 1000, interactionMs: 100 };

const ONLY = process.env.BENCH_ONLY?.split(',');
const runs = (section) =>
  ONLY ? ONLY.includes(section) : process.env[`BENCH_${section.toUpperCase()}`] !== '0';
/** The menu is measured this many times, each a first visit; the figures are their medians. */
const MENU_RUNS = 3;

const callerNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV ??= 'production';
const stale = staleApps();
if (stale.length) await buildApps(stale);
// the site runs as `pnpm start` runs it: the API in the caller's mode, with its demo aids (the
// one-time codes the API section's customers sign up with)
if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
// BENCH_PORT_SHIFT keeps parallel bench runs (other worktrees) off each other's ports.
// with a generated restaurant of 1,000 dishes beside the demo's own (server/src/seed/large-menu.ts)
const LARGE_MENU = { DEMO_LARGE_MENU: '1000' };
const site = await startSite({
  shift: Number(process.env.BENCH_PORT_SHIFT ?? 200),
  env: LARGE_MENU,
});
const browser = await launchChromium();

/** A page's first load in a new browser context: its scripts, and when `ready` shows. */
async function firstLoad(url = site.urls.apps.shell + '/', ready = 'article h3') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), gz: zlib.gzipSync(body, { level: 9 }).length });
  });
  const started = Date.now();
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
  const firstCardMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { firstCardMs, scripts };
}

const totalKB = (scripts) => Number((scripts.reduce((sum, s) => sum + s.gz, 0) / 1024).toFixed(1));

/** The seed's Cruzan Grill Sunny Isle, open around the clock, as the API lists it. */
async function alwaysOpenOutlet() {
  const { restaurantInfo } = await apiCalls(site.urls.api).call('outlet-detail/1', {
    method: 'GET',
  });
  if (restaurantInfo?.outlet_name !== 'Cruzan Grill Sunny Isle') throw new Error('seed changed');
  return 1;
}

/** A figure against its budget: at most the budget, or at least it for scores (`atLeast`). */
const row = (name, value, budget, unit, atLeast = false) =>
  console.log(
    `${name.padEnd(34)} ${String(value).padStart(8)} ${unit.padEnd(3)} budget ${String(budget).padStart(5)} ${unit.padEnd(3)} ${(atLeast ? value >= budget : value <= budget) ? 'ok' : 'OVER'}`,
  );

const median = (values) => values.toSorted((x, y) => x - y)[Math.floor(values.length / 2)];
/** The logged-in demo customer of the Lighthouse and menu sections. */
let customer = null;

try {
  const outletId = await alwaysOpenOutlet();
  const restro = `${site.urls.apps['restro-menu']}/restro-menu/${outletId}`;
  const shell = site.urls.apps.shell;
  if (runs('lighthouse') || runs('menu') || runs('phone')) {
    customer = await customerChromium({
      shellUrl: shell,
      apiUrl: site.urls.api,
      outletId,
      port: 9300 + Number(process.env.BENCH_PORT_SHIFT ?? 200),
    });
  }
  if (runs('loads')) {
    await firstLoad(); // warm the server's caches and the OS; the figures are from the runs after
    const loads = [];
    for (let i = 0; i < 5; i += 1) loads.push(await firstLoad());
    const last = loads.at(-1);
    console.log('\nFirst load of / (Chromium, local, no throttling):');
    for (const script of last.scripts)
      console.log(`  ${(script.gz / 1024).toFixed(1).padStart(6)} KB gz  ${script.url}`);
    row('JavaScript (gzip)', totalKB(last.scripts), BUDGET.jsGzipKB, 'KB');
    row('script requests', last.scripts.length, BUDGET.scripts, '');
    row(
      'first restaurant card (median of 5)',
      median(loads.map((load) => load.firstCardMs)),
      BUDGET.firstCardMs,
      'ms',
    );

    // a restaurant's guest, from the table card: restro-menu alone on its own origin
    await firstLoad(restro, '[role="tabpanel"] h3');
    const guest = await firstLoad(restro, '[role="tabpanel"] h3');
    console.log(`\nFirst load of /restro-menu/${outletId} on restro-menu's origin:`);
    row('JavaScript (gzip)', totalKB(guest.scripts), BUDGET.jsGzipKB, 'KB');
    row('script requests', guest.scripts.length, BUDGET.scripts, '');
    row('first dish card', guest.firstCardMs, BUDGET.firstCardMs, 'ms');
  }

  // the pages of the phone and Lighthouse sections: the outlets a visitor meets first
  const visitors = () => visitorsOutlets(browser, { shellUrl: shell, apiUrl: site.urls.api });
  if (runs('phone')) {
    await benchPhone(browser, {
      title: 'The pages on a phone (`pnpm start`)',
      shellUrl: shell,
      restroUrl: site.urls.apps['restro-menu'],
      outlets: await visitors(),
      customerState: await customer.context.storageState(),
    });
  }

  if (runs('lighthouse')) {
    await benchLighthouse({
      title: 'The pages in `pnpm start`',
      shellUrl: shell,
      restroUrl: site.urls.apps['restro-menu'],
      outlets: await visitors(),
      customer,
    });
  }

  if (runs('menu')) {
    const { listRestaurants } = await apiCalls(site.urls.api).listRestaurant();
    const large = listRestaurants
      .flatMap((restaurant) => restaurant.outlet)
      .find((outlet) => outlet.outletName === LARGE_MENU_OUTLET);
    const menus = [];
    for (let i = 0; i < MENU_RUNS; i += 1) {
      await customer.clearCache();
      menus.push(
        await menuInteractions(
          customer.context,
          `${shell}/restaurant-details/${large.outletId}/menu`,
        ),
      );
    }
    const figure = (name) => median(menus.map((menu) => menu[name]));
    const each = (name) => `(${menus.map((menu) => menu[name]).join(', ')})`;
    console.log(
      `\nThe 1,000-dish menu (${menus[0].categories} categories), a customer, 4x slower CPU, median of ${MENU_RUNS}:`,
    );
    for (const [name, key] of [
      ['switching category (longest event)', 'categoryMs'],
      ['typing in the dish search (longest key)', 'searchMs'],
      ['first add-to-cart modal', 'firstModalMs'],
      ['add-to-cart modal again', 'modalMs'],
    ]) {
      row(name, figure(key), BUDGET.interactionMs, 'ms');
      console.log(`  runs ${each(key)}`);
    }
  }
  if (runs('api')) {
    const shift = Number(process.env.BENCH_PORT_SHIFT ?? 200);
    await benchApi(site.urls.api, 'PGlite', 5000 + shift);
    if (process.env.DATABASE_URL) {
      // the same on Postgres: a second copy of the site whose API uses DATABASE_URL
      const onPostgres = await startSite({
        shift: shift + 50,
        env: { ...LARGE_MENU, DATABASE_URL: process.env.DATABASE_URL },
      });
      try {
        await benchApi(onPostgres.urls.api, 'Postgres', 5050 + shift);
      } finally {
        await onPostgres.stop();
      }
    }
  }
} finally {
  await customer?.close();
  await browser.close();
  await site.stop();
}
