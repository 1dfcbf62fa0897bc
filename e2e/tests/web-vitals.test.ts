import type { Page } from 'playwright-core';
import { pagePerTest, pageRendered } from '../support/browser';
import { metricsUrl, shellUrl } from '../support/site';

// Issue 38.3: a real page view's Web Vitals, measured in Chromium by the web-vitals library the
// shell loads at the visitor's first input, reach the API's metrics by their route pattern in
// one beacon when the page is hidden (here: the visitor leaves for another site).

const session = pagePerTest({ width: 375, height: 812 });

type Counts = Record<'LCP' | 'INP' | 'TTFB' | 'CLS', number>;

/** The observations the API counted of each vital on the home page's route. */
async function homeCounts(): Promise<Counts> {
  const text = await (await fetch(metricsUrl())).text();
  const count = (name: string, labels: string[]) =>
    Number(
      text
        .split('\n')
        .find(
          (line) => line.startsWith(`${name}{`) && labels.every((label) => line.includes(label)),
        )
        ?.split(' ')
        .at(-1) ?? 0,
    );
  const seconds = (metric: string) =>
    count('island_eats_web_vitals_seconds_count', [`metric="${metric}"`, 'route="/"']);
  return {
    LCP: seconds('LCP'),
    INP: seconds('INP'),
    TTFB: seconds('TTFB'),
    CLS: count('island_eats_web_vitals_cls_count', ['route="/"']),
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens / and makes the visitor's first input: a location pill, whose dialog they decline. */
async function visitHomeAndTap(page: Page, scripts: string[]) {
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(`${shellUrl}/`);
  await page.locator('article h3').first().waitFor();
  await pageRendered(page);
  await page.waitForLoadState('networkidle');
  // the library is no part of the first load
  expect(scripts.filter((url) => url.includes('web-vitals'))).toEqual([]);

  // the visitor's first input brings it
  const code = page.waitForResponse((response) => /\/web-vitals\.\w+\.js$/.test(response.url()));
  const locations = page.getByRole('group', { name: 'Select Location' });
  await locations.locator('label', { hasText: 'St. Thomas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
  await code;
  // its observers read what the browser kept since the page began
  await page.waitForTimeout(300);
}

const moved = (before: Counts, after: Counts) =>
  Object.fromEntries(
    (Object.keys(before) as (keyof Counts)[]).map((name) => [name, after[name] - before[name]]),
  );
const ONE_EACH = { LCP: 1, INP: 1, TTFB: 1, CLS: 1 };

it("counts a visitor's LCP, INP, CLS and TTFB on / once they leave the page", async () => {
  const { page } = session;
  const before = await homeCounts();
  await visitHomeAndTap(page, []);

  // the visitor leaves for another site: the page is hidden, then gone
  await page.goto('about:blank');
  const after = await until(homeCounts, (counts) => counts.LCP > before.LCP);
  expect(moved(before, after)).toEqual(ONE_EACH);
});

it('sends one beacon of text, by route pattern, and counts a view once however often it hides', async () => {
  const { page } = session;
  const before = await homeCounts();
  const beacons: { contentType: string | undefined; body: unknown }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/v1/vitals')) return;
    beacons.push({
      contentType: request.headers()['content-type'],
      body: JSON.parse(request.postData() ?? 'null'),
    });
  });
  await visitHomeAndTap(page, []);

  // headless Chromium keeps every tab visible: the page is told it was hidden, as a tab switch
  // tells it, and the library and the report hear the same event
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await until(homeCounts, (counts) => counts.LCP > before.LCP);
  // text/plain: no CORS preflight to the API's own origin
  expect(beacons).toHaveLength(1);
  expect(beacons[0]!.contentType).toMatch(/^text\/plain/);
  expect(beacons[0]!.body).toEqual({
    vitals: expect.arrayContaining(
      ['LCP', 'INP', 'CLS', 'TTFB'].map((name) =>
        expect.objectContaining({ name, route: '/', value: expect.any(Number) }),
      ),
    ),
  });

  // hidden again as the visitor leaves: what was sent is not sent again
  await page.goto('about:blank');
  await page.waitForTimeout(500);
  expect(moved(before, await homeCounts())).toEqual(ONE_EACH);
});
