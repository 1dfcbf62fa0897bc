// `pnpm bench`: performance figures against DESIGN.md §7's budgets. First cut: the first load
// of `/` (gzipped JavaScript, script requests, first restaurant card visible).
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApps, staleApps } from '@island-eats/build-config/build-apps';
import { startSite } from './lib/site-process.mjs';

const BUDGET = { jsGzipKB: 170, scripts: 10, firstCardMs: 1000 };

process.env.NODE_ENV ??= 'production';
const stale = staleApps();
if (stale.length) await buildApps(stale);
// BENCH_PORT_SHIFT keeps parallel bench runs (other worktrees) off each other's ports.
const site = await startSite({ shift: Number(process.env.BENCH_PORT_SHIFT ?? 200) });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function firstLoad() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), gz: zlib.gzipSync(body, { level: 9 }).length });
  });
  const started = Date.now();
  await page.goto(site.urls.apps.shell + '/');
  await page.locator('article h3').first().waitFor({ state: 'visible', timeout: 20_000 });
  const firstCardMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { firstCardMs, scripts };
}

const row = (name, value, budget, unit) =>
  console.log(
    `${name.padEnd(34)} ${String(value).padStart(8)} ${unit.padEnd(3)} budget ${String(budget).padStart(5)} ${unit.padEnd(3)} ${value <= budget ? 'ok' : 'OVER'}`,
  );

try {
  await firstLoad(); // warm the server's caches and the OS; the figures are from the runs after
  const runs = [];
  for (let i = 0; i < 5; i += 1) runs.push(await firstLoad());
  const last = runs.at(-1);
  const median = runs.map((run) => run.firstCardMs).sort((a, b) => a - b)[2];
  console.log('\nFirst load of / (Chromium, local, no throttling):');
  for (const script of last.scripts)
    console.log(`  ${(script.gz / 1024).toFixed(1).padStart(6)} KB gz  ${script.url}`);
  row(
    'JavaScript (gzip)',
    Number((last.scripts.reduce((sum, s) => sum + s.gz, 0) / 1024).toFixed(1)),
    BUDGET.jsGzipKB,
    'KB',
  );
  row('script requests', last.scripts.length, BUDGET.scripts, '');
  row('first restaurant card (median of 5)', median, BUDGET.firstCardMs, 'ms');
} finally {
  await browser.close();
  await site.stop();
}
