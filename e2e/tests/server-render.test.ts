import type { BrowserContext } from 'playwright-core';
import {
  demoCustomer,
  PAGE_COOKIE,
  pageCookie,
  signUpCustomer,
  type Customer,
} from '../support/account';
import { addDishToCart } from '../support/browse';
import { grillOutlet, placeOrder } from '../support/orders-api';
import { browserPerFile, hydratedWhereItStands, pageRendered } from '../support/browser';
import { restroHeader } from '../support/restro';
import { apiUrl, appUrl, shellUrl } from '../support/site';

// The shell's and restro-menu's pages as the page server renders them (packages/page-server):
// with their data and the visitor's session in the HTML, hydrated by the browser where they
// stand.

const session = browserPerFile();
let customer: ReturnType<typeof demoCustomer>;
beforeAll(() => {
  customer = demoCustomer();
});

/** `text` as a RegExp matches it, as HTML writes it (React writes `&` as `&amp;`). */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page server's answer for `path`, with `cookie`, not followed when it redirects. */
const pageOf = (path: string, cookie?: string) =>
  fetch(`${shellUrl}${path}`, {
    headers: { accept: 'text/html', ...(cookie && { cookie }) },
    redirect: 'manual',
  });

// What a phone shows while its scripts are still on the way: the page as its HTML paints it.
async function withoutScripts<T>(path: string, read: (html: string) => T | Promise<T>) {
  const context = await session.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}${path}`);
    return await read(await page.content());
  } finally {
    await context.close();
  }
}

test("a restaurant's page comes with its data in the HTML, and hydrates where it stands", async () => {
  const response = await fetch(`${apiUrl}/api/v1/outlet-detail/1`);
  const { restaurantInfo } = (await response.json()) as {
    restaurantInfo: { outlet_name: string; image: string };
  };
  const html = await (await pageOf('/restaurant-details/1/menu')).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${inHtml(restaurantInfo.outlet_name)}</h1>`));
  // its picture, the page's largest paint, asked for first
  const head = html.split('</head>')[0] ?? '';
  const preload = head.indexOf(
    `<link rel="preload" as="image" href="${restaurantInfo.image.replace(/&/g, '&amp;')}"`,
  );
  expect(preload).toBeGreaterThan(0);
  expect(preload).toBeLessThan(head.search(/<script[^>]* src=/));

  const context = await session.browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const seen = await hydratedWhereItStands(page, `${shellUrl}/restaurant-details/1/menu`);
  expect(seen.served).toBeGreaterThan(2);
  expect(seen).toEqual({ served: seen.served, kept: seen.served, logged: [] });
  // live: a dish's Add opens its dialog, which only the page's code does
  const add = page.getByRole('tabpanel').getByRole('button', { name: /^Add / }).first();
  const dish = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await add.click();
  await page.getByRole('dialog', { name: dish }).waitFor();
  await context.close();
});

test('/ hydrates the HTML the page server sent, without a mismatch', async () => {
  const context = await session.browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const seen = await hydratedWhereItStands(page, shellUrl);
  expect(seen).toEqual({ served: seen.served, kept: seen.served, logged: [] });
  await context.close();
});

test('a path no route knows is a 404 page from the server, and a guarded page sends a visitor home', async () => {
  const unknown = await pageOf('/no-such-page', `${PAGE_COOKIE}=${pageCookie()}`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('Page not found');
  // compressed for the phone's network: a rendered list or menu is tens of KB of text
  expect(unknown.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);

  const guarded = await pageOf('/profile', `${PAGE_COOKIE}=${pageCookie()}`);
  expect(guarded.status).toBe(302);
  expect(guarded.headers.get('location')).toBe('/');
  // a browser without the page cookie may hold a session the server cannot see: its page decides
  const unknownVisitor = await pageOf('/profile');
  expect(unknownVisitor.status).toBe(200);
});

test("a customer's page is rendered for their session, kept by no cache, and no one else's", async () => {
  const me = await customer;
  const mine = `${PAGE_COOKIE}=${pageCookie(me.session)}`;
  const visitor = `${PAGE_COOKIE}=${pageCookie()}`;
  // many at once, interleaved: each page is its own request's
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => pageOf('/', i % 2 ? mine : visitor)),
  );
  for (const [i, answer] of answers.entries()) {
    const html = await answer.text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    if (i % 2) {
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(header).toContain('aria-label="Profile"');
      expect(header).not.toContain('Log In');
    } else {
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(header).toContain('Log In');
    }
  }
  const profile = await pageOf('/profile', mine);
  expect(profile.status).toBe(200);
  expect(profile.headers.get('cache-control')).toBe('private, no-store');
  // both of the page's first reads, made one after the other: their details and their orders
  const html = await profile.text();
  expect(html).toContain('demo@islandeats.test');
  expect(html).toMatch(/Order <!-- -->#IE\d+/);
  expect(html).not.toContain('Loading orders');
});

/**
 * A new customer with a Delivery order at the grill (its tracking page has the map), signed up
 * once for the file (sign-ups are limited).
 */
let ordered: Promise<{ me: Customer; outletId: number; orderId: number }> | undefined;
const customerWithOrder = () =>
  (ordered ??= (async () => {
    const me = await signUpCustomer('Paige Server');
    const outletId = await grillOutlet();
    return { me, outletId, orderId: await placeOrder(me.token, outletId, 'Delivery') };
  })());

test("a customer's cart, checkout, favourites, order and counts come in their pages' HTML", async () => {
  const { me, outletId, orderId } = await customerWithOrder();
  const dish = await addDishToCart(me.token, outletId);
  const mine = `${PAGE_COOKIE}=${pageCookie(me.session)}`;
  // each page: what its HTML shows, the loader it shows instead of nothing, and how often the
  // browser may ask each of its reads (a call, and what its body names): none, or for a tracked
  // order once, when its socket is live, to catch up with what changed meanwhile
  const pages = [
    { path: '/my-cart', shown: dish, loader: 'Loading cart', reads: [['viewCart', '', 0]] },
    {
      path: '/checkout',
      // the contact fields, filled from the profile
      shown: 'value="Paige Server"',
      loader: 'Loading contact info',
      reads: [
        ['viewCart', '', 0],
        ['getProfile', '', 0],
      ],
    },
    {
      path: '/favorites',
      shown: 'No Favorites List',
      loader: 'Loading favorites',
      // (the shell's ordering check is a listRestaurant too, without `favorites`)
      reads: [['listRestaurant', '"favorites"', 0]],
    },
    {
      path: `/order-status/${orderId}`,
      shown: `#IE${String(orderId).padStart(5, '0')}`,
      loader: 'Loading order',
      reads: [['trackOrders', '', 1]],
    },
  ] as const;
  const context = await session.browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies([{ name: PAGE_COOKIE, value: pageCookie(me.session), url: shellUrl }]);
  await context.addInitScript((value) => localStorage.setItem('session', value), me.session);
  for (const { path, shown, loader, reads } of pages) {
    const html = await (await pageOf(path, mine)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect({ path, shown: new RegExp(inHtml(shown)).test(main) }).toEqual({ path, shown: true });
    expect({ path, loading: main.includes(loader) }).toEqual({ path, loading: false });
    // the header's count is the customer's own from the first paint, not a 0 until it is read
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect({ path, count: header.includes('aria-label="Cart, 1 item"') }).toEqual({
      path,
      count: true,
    });

    // the page hydrates what it came with, and asks for none of it again
    const page = await context.newPage();
    const asked: { path: string; body: string }[] = [];
    page.on('request', (request) =>
      asked.push({ path: new URL(request.url()).pathname, body: request.postData() ?? '' }),
    );
    const seen = await hydratedWhereItStands(page, `${shellUrl}${path}`);
    expect({ path, ...seen }).toEqual({ path, served: seen.served, kept: seen.served, logged: [] });
    // what the live page asks for once it has started (its socket)
    await page.waitForTimeout(1500);
    for (const [call, names, allowed] of [...reads, ['cartCount', '', 0] as const]) {
      const times = asked.filter(
        (request) => request.path === `/api/v1/${call}` && request.body.includes(names),
      ).length;
      // at most `allowed` times: the figure shows when it was more
      expect({ path, call, times }).toEqual({ path, call, times: Math.min(times, allowed) });
    }
    await page.close();
  }
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
  // the page's own scripts (its expose's, in the remote's manifest), not its other pages'
  const manifest = (await (await fetch(`${menuCart}/mf-manifest.json`)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const scriptsOf = (expose: string) =>
    manifest.exposes.find((candidate) => candidate.name === expose)?.assets.js.sync ?? [];
  const details = scriptsOf('page/restaurant-details');
  expect(details.length).toBeGreaterThan(0);
  for (const file of details) expect(preloads).toContain(`${menuCart}/${file}`);
  for (const file of scriptsOf('page/my-cart')) {
    if (!details.includes(file)) expect(preloads).not.toContain(`${menuCart}/${file}`);
  }

  const context = await session.browser.newContext();
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
  const context = await session.browser.newContext({ viewport: { width: 360, height: 800 } });
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

test("an outlet's restro-menu page comes with its menu in the HTML, and hydrates where it stands", async () => {
  const restro = appUrl('restro-menu');
  const response = await fetch(`${apiUrl}/api/v1/listMenu/1`);
  const { menu } = (await response.json()) as {
    menu: { categoryValues: { dishName: string }[] }[];
  };
  const firstDish = menu[0]?.categoryValues[0]?.dishName ?? 'the first dish';
  const html = await (
    await fetch(`${restro}/restro-menu/1`, { headers: { accept: 'text/html' } })
  ).text();
  // the outlet's name over menu-cart's menu, its first dish in its place: no script has run
  expect(html).toMatch(/<h1[^>]*>Cruzan Grill Sunny Isle<\/h1>/);
  expect(html).toContain(`${inHtml(firstDish)}</h3>`);

  const context = await session.browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const seen = await hydratedWhereItStands(page, `${restro}/restro-menu/1`);
  expect(seen.served).toBeGreaterThan(2);
  expect(seen).toEqual({ served: seen.served, kept: seen.served, logged: [] });
  await context.close();
});

test('an unknown restaurant is a 404 that says so in its HTML, on both hosts, and hydrates', async () => {
  for (const url of [
    `${shellUrl}/restaurant-details/987654/menu`,
    `${appUrl('restro-menu')}/restro-menu/987654`,
    // its table card too
    `${appUrl('restro-menu')}/restro-menu/987654/qr`,
  ]) {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    // the API's refusal is the page's answer: its text, not a loader, before any script
    const html = await response.text();
    expect(html).toContain('Restaurant not found.</p>');
    expect(html).not.toContain('Loading restaurant');

    const context = await session.browser.newContext();
    const page = await context.newPage();
    const seen = await hydratedWhereItStands(page, url, '#root header, #root main *');
    expect(seen.served).toBeGreaterThan(0);
    expect(seen).toEqual({ served: seen.served, kept: seen.served, logged: [] });
    await page.getByText('Restaurant not found.').first().waitFor();
    await context.close();
  }
});

/** The Cookie header `context`'s browser sends to `url`. */
async function cookieHeader(context: BrowserContext, url: string) {
  return (await context.cookies(url)).map(({ name, value }) => `${name}=${value}`).join('; ');
}

test("a restaurant's tablet gets its board in the page's HTML", async () => {
  const restro = appUrl('restro-menu');
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Jamal serves Cruzan Grill; he signs in on the tablet as a cook does
  await page.goto(`${restro}/restro-menu/staff`);
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('3405550141');
  await page.getByLabel('Password').fill('islandeats');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Orders · Cruzan Grill' }).waitFor();

  // the next visit's page is rendered with the board, for this tablet alone
  const answer = await fetch(`${restro}/restro-menu/staff`, {
    headers: { accept: 'text/html', cookie: await cookieHeader(context, restro) },
  });
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const html = await answer.text();
  expect(html).toMatch(/<h1[^>]*>Orders · <!-- -->Cruzan Grill<\/h1>/);
  expect(html).toMatch(/<h2>Done today<!-- --> \(<!-- -->\d+<!-- -->\)<\/h2>/);
  expect(html).not.toContain('Loading orders');
  // a tablet no one signed in on gets the form, and one unknown to the page server its page
  const signIn = await fetch(`${restro}/restro-menu/staff`, {
    headers: { accept: 'text/html', cookie: 'island_eats_restro=%7B%7D' },
  });
  expect(await signIn.text()).toContain('Restaurant staff sign in</h1>');
  const unknown = await fetch(`${restro}/restro-menu/staff`, { headers: { accept: 'text/html' } });
  expect(await unknown.text()).not.toContain('Restaurant staff sign in');

  // the board hydrates what it came with, and reads again only once it is live, to catch up
  // (counted from a blank page: the board signed in above reads again on each new order)
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const seen = await hydratedWhereItStands(page, `${restro}/restro-menu/staff`, '#root main h2');
  expect(seen.served).toBeGreaterThan(4);
  expect(seen).toEqual({ served: seen.served, kept: seen.served, logged: [] });
  await page.getByRole('status').getByText('Live').waitFor();
  await page.waitForTimeout(500);
  expect(asked.filter((path) => path === '/api/v1/staff/board')).toHaveLength(1);

  await context.close();
});

test("a guest's menu, checkout, orders, tracking and table card on restro-menu come rendered", async () => {
  const restro = appUrl('restro-menu');
  const { me, outletId, orderId } = await customerWithOrder();
  const dish = await addDishToCart(me.token, outletId);
  const context = await session.browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  // signed in on restro-menu, at the table of the outlet they ordered from
  await page.addInitScript((value) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', value);
  }, me.session);
  await page.goto(`${restro}/restro-menu/${outletId}`);
  await restroHeader(page).getByRole('link', { name: 'My Orders' }).waitFor();
  const cookie = await cookieHeader(context, restro);
  const shownId = `#IE${String(orderId).padStart(5, '0')}`;
  const pages = [
    { path: `/restro-menu/${outletId}`, shown: ['My Orders</a>'], loader: 'Loading menu' },
    {
      path: `/restro-menu/${outletId}/checkout`,
      // the contact fields filled from the profile, and the cart beside them
      shown: ['value="Paige Server"', dish],
      loader: 'Loading contact info',
    },
    { path: '/restro-menu/profile', shown: [shownId], loader: 'Loading orders' },
    { path: `/restro-order-status/${orderId}`, shown: [shownId], loader: 'Loading order' },
    {
      path: `/restro-menu/${outletId}/qr`,
      // the code opens the outlet's menu on restro-menu's own origin
      shown: [`QR code of our menu: ${restro}/restro-menu/${outletId}"`],
      loader: 'Loading table card',
    },
  ];
  for (const { path, shown, loader } of pages) {
    const answer = await fetch(`${restro}${path}`, { headers: { accept: 'text/html', cookie } });
    expect({ path, cache: answer.headers.get('cache-control') }).toEqual({
      path,
      cache: 'private, no-store',
    });
    const html = await answer.text();
    expect({
      path,
      shown: shown.filter((text) => !new RegExp(inHtml(text)).test(html)),
      loading: html.includes(loader),
    }).toEqual({ path, shown: [], loading: false });
    const seen = await hydratedWhereItStands(
      page,
      `${restro}${path}`,
      '#root header, #root main *',
    );
    expect(seen.served).toBeGreaterThan(2);
    expect({ path, ...seen }).toEqual({ path, served: seen.served, kept: seen.served, logged: [] });
  }
  await context.close();
});
