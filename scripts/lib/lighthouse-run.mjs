// Lighthouse mobile (its default throttling) on one page, read from its JSON report: the scores
// and metrics DESIGN.md §7 budgets. Runs the CLI offline against Debian's Chromium.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'node_modules', '.bin', 'lighthouse');
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');

/**
 * One run: performance and accessibility (0-100), LCP and TBT (ms), CLS. In a Chromium of its
 * own, or with `browser` in that running one (lighthouse-customer.mjs), its storage kept.
 */
export async function lighthouseRun(url, browser) {
  await browser?.clearCache();
  const where = browser
    ? [`--port=${browser.port}`, '--disable-storage-reset']
    : [`--chrome-flags=${CHROME_FLAGS}`];
  const { stdout } = await promisify(execFile)(
    cli,
    [url, '--output=json', '--quiet', '--only-categories=performance,accessibility', ...where],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout);
  // BENCH_LIGHTHOUSE_REPORTS (a folder) keeps every run's report, to read why a page is over
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).host}${new URL(url).pathname}`.replace(/[^\w.-]+/g, '_');
    writeFileSync(path.join(reports, `${name}-${Date.now()}.json`), stdout);
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}

const TRIES = 3;

/**
 * A run, tried again when Lighthouse's own trace failed: its runtime errors (NO_NAVSTART, say)
 * ask to "run Lighthouse again". They come now and then on the 1,000-dish menu even on a quiet
 * machine, twice in a row at times, so a page gets TRIES before its failure stops the bench.
 */
async function lighthouseRunTried(url, browser) {
  for (let tried = 1; ; tried += 1) {
    try {
      return await lighthouseRun(url, browser);
    } catch (error) {
      // the CLI's stderr says why in a line; its stdout is the whole failed report
      const why = String(error.stderr ?? error).trim();
      if (tried === TRIES) throw new Error(`Lighthouse failed ${TRIES} times on ${url}: ${why}`);
      console.error(`Lighthouse failed on ${url}, once more: ${why}`);
    }
  }
}

/** The median run of `runs` by performance score (DESIGN.md §7: median of 3). */
export async function lighthouseMedian(url, browser, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseRunTried(url, browser));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)];
}
