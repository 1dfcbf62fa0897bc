import type { Browser } from 'playwright-core';
import { demoCustomer, startAs, type Customer } from '../support/account';
import { launchBrowser, pageRendered } from '../support/browser';
import { apiUrl, appUrl, shellUrl } from '../support/site';

let browser: Browser;
let customer: ReturnType<typeof demoCustomer>;
beforeAll(async () => {
  browser = await launchBrowser();
  customer = demoCustomer();
});
afterAll(() => browser.close());

const PAINTED = 'id="page-first-paint"';
/** `text` as a RegExp matches it, as HTML writes it (React writes `&` as `&amp;`). */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// What a phone shows while its scripts are still on the way: the page as its HTML paints it.
async function withoutScripts<T>(path: string, read: (html: string) => T | Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}${path}`);
    return await read(await page.content());
  } finally {
    await context.close();
  }
}

test.each(['/', '/restaurant-details/1/menu', '/checkout', '/no-such-page'])(
  '%s paints the header from its HTML, before any script runs',
  async (path) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await page.goto(`${shellUrl}${path}`);
    const home = page.getByRole('banner').getByRole('link', { name: 'Island Eats home' });
    expect(await home.isVisible()).toBe(true);
    // styled as the scripts will style it: the header's sticky bar of the theme's height
    const box = await page.getByRole('banner').boundingBox();
    expect(box).toMatchObject({ y: 0, height: 64 });
    // nothing that depends on who is logged in, which the HTML cannot know
    expect(await page.getByRole('button', { name: 'Log In' }).count()).toBe(0);
    await context.close();
  },
);

test('restro-menu pages, which stand alone, paint no site header', async () => {
  const banner = await withoutScripts('/restro-menu/1', (html) => html.includes('<header'));
  expect(banner).toBe(false);
});

test('the scripts replace the first paint with the same frame, and its styles go', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(shellUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
  expect(await page.getByRole('banner').count()).toBe(1);
  expect(await page.getByRole('banner').boundingBox()).toMatchObject({ y: 0, height: 64 });
  expect(await page.locator('#first-paint').count()).toBe(0);
  await context.close();
});

test("a page's HTML starts fetching its remote's code, which the scripts then use as it is", async () => {
  const menuCart = appUrl('menu-cart');
  const preloads = await withoutScripts('/restaurant-details/1/menu', (html) =>
    [...html.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map(
      (match) => new URL(match[1] ?? '', shellUrl).href,
    ),
  );
  expect(preloads).toEqual(
    expect.arrayContaining([`${menuCart}/mf-manifest.json`, `${menuCart}/remoteEntry.js`]),
  );
  // the page's own chunks (the remote's page-chunks.json), not its other pages'
  const pageChunks = (await (await fetch(`${menuCart}/page-chunks.json`)).json()) as Record<
    string,
    string[]
  >;
  const details = pageChunks.RestaurantDetails ?? [];
  expect(details.length).toBeGreaterThan(0);
  for (const file of details) expect(preloads).toContain(`${menuCart}/${file}`);
  for (const file of pageChunks.MyCart ?? []) {
    if (!details.includes(file)) expect(preloads).not.toContain(`${menuCart}/${file}`);
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(`${shellUrl}/restaurant-details/1/menu`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // rendered by the remote: its code asked for after the paint, and used
  await pageRendered(page);
  // each preloaded file fetched once: the page's own requests found them preloaded
  for (const url of preloads) expect(fetched.filter((f) => f === url)).toHaveLength(1);
  await context.close();
});

test('the header keeps its whole logo mark, and fits, at every phone width', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto(shellUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
  const mark = page.getByRole('link', { name: 'Island Eats home' }).locator('svg');
  // 400-450 px (many phones) squeezed the mark to nothing beside the wordmark once
  for (const width of [360, 375, 412, 430, 460, 768]) {
    await page.setViewportSize({ width, height: 800 });
    expect({ width, mark: (await mark.boundingBox())?.width }).toEqual({ width, mark: 32 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect({ width, overflow }).toEqual({ width, overflow: 0 });
  }
  await context.close();
});

test("a page's HTML opens its connections to the API, another origin here, before any script", async () => {
  const links = await withoutScripts('/', (html) =>
    [...html.matchAll(/<link rel="preconnect"[^>]*>/g)].map((match) => match[0]),
  );
  const origin = new URL(apiUrl).origin;
  // one for its calls (CORS, no credentials), one for its images
  expect(links).toEqual([
    `<link rel="preconnect" href="${origin}" crossorigin="anonymous">`,
    `<link rel="preconnect" href="${origin}">`,
  ]);
});

test.each([
  ['/checkout', 'Checkout', 'Loading checkout'],
  ['/my-cart', 'My Cart', 'Loading cart'],
])(
  "%s's HTML paints the page's own first state, which its scripts keep in place",
  async (path, heading, loading) => {
    const painted = await withoutScripts(path, (html) => html);
    expect(painted).toMatch(new RegExp(`<main[^>]*>.*<h1>${heading}</h1>.*${loading}.*</main>`));

    // a customer's visit: the heading never leaves its place, no page loader comes between
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await startAs(page, await customer);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const look = () => {
        const h1 = document.querySelector('main h1');
        const state = h1 ? `${h1.textContent}@${Math.round(h1.getBoundingClientRect().top)}` : '';
        const loader = document.querySelector('main [role="status"]')?.textContent ?? '';
        const now = `${state} ${loader.includes('Loading page') ? 'Loading page' : ''}`.trim();
        if (seen.at(-1) !== now) seen.push(now);
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${shellUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const top = seen.find((state) => state.startsWith(heading));
    expect(seen.filter((state) => state !== '')).toEqual([top]);
    // its styles went with it once the page had rendered
    expect(await page.locator('#page-first-paint, #page-first-paint-style').count()).toBe(0);
    await context.close();
  },
);

test("a visitor sent away from a customer's page is left nothing of its first paint", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shellUrl}/my-cart`);
  await page.waitForURL(`${shellUrl}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
  expect(await page.getByRole('heading', { name: 'My Cart' }).count()).toBe(0);
  expect(await page.locator('#page-first-paint, #page-first-paint-style').count()).toBe(0);
  await context.close();
});

/** The HTML the shell's server sends for `path`: up to three times, for one with its paint. */
async function paintedHtml(path: string): Promise<string> {
  let html = '';
  for (let load = 1; load <= 3 && !html.includes(PAINTED); load += 1) {
    const response = await fetch(`${shellUrl}${path}`, { headers: { accept: 'text/html' } });
    html = await response.text();
  }
  return html;
}

/**
 * Opens `url` in a phone-sized page and answers every state `describe` (run in the page at each
 * change of the document) gave, in order, each once. A page waits for its per-request paint a
 * moment only (build-config/page-renderer.mjs): on a busy machine one load may go without, as
 * it may for a visitor, so this loads it up to three times for one whose HTML had its paint
 * (a customer's first load also writes the session's cookie their next loads are painted by).
 */
async function statesOfVisit(
  url: string,
  describe: () => string,
  ready: string,
  visitor?: Customer,
) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    if (visitor) await startAs(page, visitor);
    await page.addInitScript({
      content: `{
        const seen = (window.seen = []);
        const look = () => {
          const now = (${describe.toString()})();
          if (seen.at(-1) !== now) seen.push(now);
        };
        new MutationObserver(look).observe(document, { subtree: true, childList: true });
      }`,
    });
    for (let load = 1; load <= 3; load += 1) {
      const html = await (await page.goto(url))?.text();
      if (html?.includes(PAINTED)) break;
      // (its scripts, which keep the session's cookie for the next load, run after its paint)
      await page.locator(ready).first().waitFor();
    }
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    // its styles went with it once the page had rendered
    expect(await page.locator('#page-first-paint, #page-first-paint-style').count()).toBe(0);
    return await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  } finally {
    await context.close();
  }
}

test("a restaurant's HTML paints the restaurant from its data, which its scripts keep in place", async () => {
  const response = await fetch(`${apiUrl}/api/v1/outlet-detail/1`);
  const { restaurantInfo } = (await response.json()) as {
    restaurantInfo: { outlet_name: string; image: string };
  };
  const painted = await withoutScripts('/restaurant-details/1/menu', async (html) =>
    html.includes(PAINTED) ? html : withoutScripts('/restaurant-details/1/menu', (again) => again),
  );
  expect(painted).toMatch(
    new RegExp(
      `<main[^>]*>.*<img src="${inHtml(restaurantInfo.image)}".*<h1>${inHtml(restaurantInfo.outlet_name)}</h1>.*</main>`,
    ),
  );

  // the picture, the page's largest paint, is asked for before anything else of the page's
  const head = (await paintedHtml('/restaurant-details/1/menu')).split('</head>')[0] ?? '';
  const image = restaurantInfo.image.replace(/&/g, '&amp;');
  const preload = head.indexOf(`<link rel="preload" as="image" href="${image}"`);
  expect(preload).toBeGreaterThan(0);
  expect(preload).toBeLessThan(head.search(/<script[^>]* src=/));

  // a visitor's visit: the picture and the name never move, no loader takes their place
  const seen = await statesOfVisit(
    `${shellUrl}/restaurant-details/1/menu`,
    () => {
      const picture = document.querySelector('main section[aria-label="Restaurant"] img');
      const h1 = document.querySelector('main h1');
      const at = (element: Element | null) =>
        element ? Math.round(element.getBoundingClientRect().top) : 'none';
      const loader = document.querySelector('main [role="status"]')?.textContent ?? '';
      const shown = /Loading (page|restaurant)/.test(loader) ? loader : '';
      return `picture@${at(picture)} ${h1?.textContent}@${at(h1)} ${shown}`.trim();
    },
    '[role="tabpanel"] h3',
  );
  const first = seen.find((state) => state.includes(restaurantInfo.outlet_name));
  expect(first).toMatch(/^picture@\d+ /);
  // before the HTML's body: no picture, no name
  expect(seen.filter((state) => !state.startsWith('picture@none undefined@none'))).toEqual([first]);
});

test("an outlet's restro-menu HTML paints its menu from its data, which its scripts keep in place", async () => {
  const restro = appUrl('restro-menu');
  const response = await fetch(`${apiUrl}/api/v1/listMenu/1`);
  const { menu } = (await response.json()) as {
    menu: { categoryValues: { dishName: string }[] }[];
  };
  const firstDish = menu[0]?.categoryValues[0]?.dishName ?? 'the first dish';
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (let load = 1; load <= 3; load += 1) {
    const html = await (await page.goto(`${restro}/restro-menu/1`))?.text();
    if (html?.includes('data-first-paint-part')) break;
  }
  // the outlet's name over menu-cart's menu, its first dish in its place: no script has run
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
    'Cruzan Grill Sunny Isle',
  );
  expect(await page.getByRole('heading', { level: 3 }).first().textContent()).toBe(firstDish);
  await context.close();

  // a guest's visit: the first dish never moves, no loader takes the menu's place
  const seen = await statesOfVisit(
    `${restro}/restro-menu/1`,
    () => {
      const dish = document.querySelector('main h3');
      const at = dish ? Math.round(dish.getBoundingClientRect().top) : 'none';
      const loader = document.querySelector('main [role="status"]')?.textContent ?? '';
      const shown = /Loading (page|restaurant|menu)/.test(loader) ? loader : '';
      return `${dish?.textContent}@${at} ${shown}`.trim();
    },
    '[role="tabpanel"] h3',
  );
  expect(seen.filter((state) => state !== 'undefined@none')).toEqual([
    expect.stringMatching(new RegExp(`^${firstDish}@\\d+$`)),
  ]);
});

test("an unknown restaurant's HTML paints no restaurant, and its page says so", async () => {
  const painted = await withoutScripts('/restaurant-details/987654/menu', (html) => html);
  expect(painted).not.toContain(PAINTED);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shellUrl}/restaurant-details/987654/menu`);
  await page.getByText('Restaurant not found.').waitFor();
  await context.close();
});

test("a customer's profile HTML paints their orders, which its scripts keep in place", async () => {
  const me = await customer;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // a visitor's /profile has no one's data
  const visitors = await page.goto(`${shellUrl}/profile`);
  expect(await visitors?.text()).not.toContain(PAINTED);
  expect(visitors?.headers()['cache-control']).toBe('no-cache');
  // the customer's, with the cookie their session's page writes: their orders, no script run
  await context.addCookies([
    { name: 'island_eats_session', value: encodeURIComponent(me.token), url: shellUrl },
  ]);
  for (let load = 1; load <= 3; load += 1) {
    const response = await page.goto(`${shellUrl}/profile`);
    if (!(await response?.text())?.includes(PAINTED)) continue;
    // their data, which no cache keeps
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    break;
  }
  const history = page.getByRole('region', { name: 'Order History' });
  expect(await history.getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await history.getByRole('listitem').first().textContent()).toMatch(/Net Amount: \$\d/);
  await context.close();

  // the customer's visit: their first order never moves, no loader takes the history's place
  const seen = await statesOfVisit(
    `${shellUrl}/profile`,
    () => {
      const order = document.querySelector('main section[aria-labelledby="order-history"] li');
      const at = order ? Math.round(order.getBoundingClientRect().top) : 'none';
      const loader = document.querySelector('main [role="status"]')?.textContent ?? '';
      const shown = /Loading (page|orders)/.test(loader) ? loader : '';
      return `order@${at} ${shown}`.trim();
    },
    'main section[aria-labelledby="order-history"] li',
    me,
  );
  // before the HTML's body, nothing; from then on the one painted order, in its place
  expect(seen.slice(seen.findIndex((state) => state !== 'order@none'))).toEqual([
    expect.stringMatching(/^order@\d+$/),
  ]);
});
