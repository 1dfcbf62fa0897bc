import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import budget from '@island-eats/build-config/first-load-budget.json';
import { pagePerTest } from '../support/browser';
import { appUrl, shellUrl } from '../support/site';

// DESIGN.md §7's first-load budget as a size check: the JavaScript a visitor's first load of `/`
// brings (the shell's scripts and browse's, as Chromium fetched them), gzipped as `pnpm bench`
// counts it. Bytes, not timings: a regression fails here on any machine.

const session = pagePerTest({ width: 375, height: 812 });

interface Script {
  url: string;
  gzipBytes: number;
}

/** The scripts of a first load of `url` until `ready` shows and the network is quiet. */
async function firstLoadScripts(page: Page, url: string, ready: string): Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

const kilobytes = (scripts: Script[]) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
const listing = (scripts: Script[]) =>
  scripts.map((s) => `${(s.gzipBytes / 1024).toFixed(1)} KB ${s.url}`).join('\n');

it(`loads / in at most ${budget.scripts} scripts of ${budget.jsGzipKB} KB gzipped`, async () => {
  const scripts = await firstLoadScripts(session.page, `${shellUrl}/`, 'article h3');
  const total = kilobytes(scripts);
  // names what grew when the check fails
  if (total > budget.jsGzipKB || scripts.length > budget.scripts) console.log(listing(scripts));
  expect(total).toBeLessThanOrEqual(budget.jsGzipKB);
  expect(scripts.length).toBeLessThanOrEqual(budget.scripts);
});

// restro-menu alone, as a restaurant's guest opens it from the table card, is held to the
// budget of `/`: its own pages are its host's, not a remote's, so it does not lighten with `/`.
it('loads a restro-menu page for a guest within the budget of /', async () => {
  const guest = await session.browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await guest.newPage();
    const scripts = await firstLoadScripts(
      page,
      `${appUrl('restro-menu')}/restro-menu/1`,
      '[role="tabpanel"] h3',
    );
    const total = kilobytes(scripts);
    if (total > budget.jsGzipKB || scripts.length > budget.scripts) console.log(listing(scripts));
    expect(total).toBeLessThanOrEqual(budget.jsGzipKB);
    expect(scripts.length).toBeLessThanOrEqual(budget.scripts);
  } finally {
    await guest.close();
  }
});
