import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoCustomer, PAGE_COOKIE, pageCookie } from '../support/account';
import { hydratedWhereItStands, pagePerTest } from '../support/browser';
import { outletNamed } from '../support/checkout';
import { shellUrl } from '../support/site';

// The deploy layout's pages (layout-setup.mjs): nginx passes each page to its host's page server
// (the shell's; restro-menu standalone's on its own host), which renders it with the API's data
// read on nginx's internal listener, and serves every built file from disk itself.

const deploy = JSON.parse(process.env.E2E_DEPLOY ?? '{}') as {
  restroUrl: string;
  internalUrl: string;
};

const session = pagePerTest({ width: 375, height: 812 });
let page: Page;
beforeEach(() => {
  page = session.page;
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** nginx's answer for `path` as a browser asks for a page: not followed when it redirects. */
async function pageOf(path: string, cookie?: string): Promise<Answer> {
  const response = await fetch(`${shellUrl}${path}`, {
    headers: { accept: 'text/html', ...(cookie && { cookie }) },
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * nginx's answer for `path` on restro-menu's host: Node does not resolve *.localhost as browsers
 * do, so the request goes to nginx's address with the host's name in its Host header.
 */
function restroPageOf(path: string): Promise<Answer> {
  const restro = new URL(deploy.restroUrl);
  const nginx = new URL(shellUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: nginx.hostname,
        port: nginx.port,
        path,
        headers: { host: restro.host, accept: 'text/html' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers, text });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** `text` as a RegExp matches it, as HTML writes it (React writes `&` as `&amp;`). */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The markup the server rendered: #root, without the JSON blocks that repeat the data. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

/** An answer nginx read from disk, not one a page server made (helmet's headers are its own). */
const fromDisk = (headers: Headers) =>
  headers.get('origin-agent-cluster') === null &&
  /^"[0-9a-f]+-[0-9a-f]+"$/.test(headers.get('etag') ?? '');

/** The page at `url` hydrated where it stands (support/browser.ts), by its main headings. */
const hydrated = (url: string) => hydratedWhereItStands(page, url, '#root main h1, #root main h3');

test("/ through nginx is the page server's HTML: the restaurants of the layout's database, one nonce, a shared cache's", async () => {
  const { listRestaurants } = (await (
    await fetch(`${shellUrl}/api/v1/listRestaurant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ located_at: 'st_croix', type: 'Take Out' }),
    })
  ).json()) as { listRestaurants: { restaurantName: string }[] };
  const first = listRestaurants[0]?.restaurantName ?? 'a restaurant';

  const home = await pageOf('/');
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toMatch(/^text\/html/);
  expect(rootOf(home.text)).toMatch(new RegExp(`>${inHtml(first)}<`));
  // no visitor's values in it: no cache must refuse it, and no private one is asked for
  expect(home.headers.get('cache-control')).toBe('no-cache');
  expect(home.headers.get('set-cookie')).toMatch(/^ie_affinity=/);

  // the page server's nonce (base64, per response) in its policy, and on every element of the
  // page that carries one: the meta element styled-components reads, the style elements
  const policy = home.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? '';
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(home.text).toContain(`<meta property="csp-nonce" content="${nonce}">`);
  const nonces = [...home.text.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  // the headers are said once: nginx adds none of its own to a page
  expect(policy).not.toContain(',');
  expect(home.headers.get('x-frame-options')).toBe('DENY');

  const again = await pageOf('/');
  expect(again.text).not.toContain(nonce);
  // the config the page inlines is the one /config.json gives
  const inlined = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(
    home.text,
  );
  const config = (await (await fetch(`${shellUrl}/config.json`)).json()) as {
    restroMenuUrl: string;
  };
  expect(JSON.parse(inlined?.[1] ?? '{}')).toEqual(config);
  expect(config.restroMenuUrl).toBe(deploy.restroUrl);
});

test('a menu through nginx hydrates where it stands, and its Add works', async () => {
  const grill = await outletNamed('Cruzan Grill Sunny Isle');
  const seen = await hydrated(`${shellUrl}/restaurant-details/${grill}/menu`);
  expect(seen.served).toBeGreaterThan(2);
  expect(seen).toEqual({ served: seen.served, kept: seen.served, logged: [] });
  const add = page.getByRole('tabpanel').getByRole('button', { name: /^Add / }).first();
  const dish = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await add.click();
  await page.getByRole('dialog', { name: dish }).waitFor();
});

test('nginx serves the built files from disk, hashed ones immutable, and never the Node builds', async () => {
  const answer = async (path: string, origin = shellUrl) => {
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers };
  };
  const html = (await pageOf('/restaurants')).text;
  const script = /<script defer src="(\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(script).toMatch(/\.[0-9a-f]{8}\.js$/);
  const chunk = await answer(script);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(fromDisk(chunk.headers)).toBe(true);

  const manifest = await answer('/apps/menu-cart/mf-manifest.json');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  // restro-menu's host loads the remotes from here, across origins
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect(fromDisk(manifest.headers)).toBe(true);
  const entry = await answer('/apps/menu-cart/remoteEntry.js');
  expect(entry).toMatchObject({ status: 200 });
  expect(entry.headers.get('cache-control')).toBe('no-cache');

  // the page servers' own code: never from outside, from the internal listener only (a chunk
  // of the shell's: a path nginx's rule for scripts would otherwise serve from disk)
  const nodeHostChunk = readdirSync(path.join(__dirname, '../../apps/shell/dist/node-host')).find(
    (name) => name.endsWith('.js'),
  );
  expect(nodeHostChunk).toBeTruthy();
  for (const file of [
    '/apps/menu-cart/node/remoteEntry.js',
    '/node-host/entry.cjs',
    `/node-host/${nodeHostChunk}`,
    '/apps/restro-menu/node-host/entry.cjs',
  ]) {
    expect({ file, status: (await answer(file)).status }).toEqual({ file, status: 404 });
  }
  for (const file of ['/node/remoteEntry.js', '/node-host/entry.cjs']) {
    expect({ file, status: (await restroPageOf(file)).status }).toEqual({ file, status: 404 });
  }
  const inside = await answer('/apps/menu-cart/node/remoteEntry.js', deploy.internalUrl);
  expect(inside.status).toBe(200);
  expect(inside.headers.get('etag')).toBeTruthy();
});

test("restro-menu's host renders an outlet's menu on its page server, and it hydrates", async () => {
  const grill = await outletNamed('Cruzan Grill Sunny Isle');
  const { menu } = (await (await fetch(`${shellUrl}/api/v1/listMenu/${grill}`)).json()) as {
    menu: { categoryValues: { dishName: string }[] }[];
  };
  const dishes = menu.flatMap((category) => category.categoryValues.map((dish) => dish.dishName));
  expect(dishes.length).toBeGreaterThan(1);
  const restro = await restroPageOf(`/restro-menu/${grill}`);
  expect(restro.status).toBe(200);
  const root = rootOf(restro.text);
  expect(root).toMatch(/<h1[^>]*>Cruzan Grill Sunny Isle<\/h1>/);
  for (const dish of dishes.slice(0, 3)) expect(root).toContain(`${inHtml(dish)}</h3>`);
  // its own scripts, from its host's disk
  const script = /<script defer src="(\/standalone\/[^"]+\.js)"/.exec(restro.text)?.[1] ?? '';
  const scriptAnswer = await restroPageOf(script);
  expect(scriptAnswer.status).toBe(200);
  expect(scriptAnswer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(fromDisk(scriptAnswer.headers)).toBe(true);
  // its page's own chunk and menu-cart's menu part, preloaded: each there to be fetched
  const preloads = [...restro.text.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)];
  const hrefs = preloads.map((match) => match[1] ?? '');
  expect(hrefs.some((href) => href.startsWith('/standalone/'))).toBe(true);
  expect(hrefs.some((href) => href.includes('/apps/menu-cart/__federation_expose_outlet'))).toBe(
    true,
  );
  for (const href of hrefs) {
    const status = href.startsWith('/')
      ? (await restroPageOf(href)).status
      : (await fetch(href)).status;
    expect({ href, status }).toEqual({ href, status: 200 });
  }

  const seen = await hydrated(`${deploy.restroUrl}/restro-menu/${grill}`);
  expect(seen.served).toBeGreaterThan(2);
  expect(seen).toEqual({ served: seen.served, kept: seen.served, logged: [] });
  expect(new URL(page.url()).host).toBe(new URL(deploy.restroUrl).host);
});

test("a guarded page sends a visitor home, a customer's is theirs alone, and an unknown path is a 404", async () => {
  const visitor = await pageOf('/profile', `${PAGE_COOKIE}=${pageCookie()}`);
  expect(visitor.status).toBe(302);
  expect(visitor.headers.get('location')).toBe('/');

  const me = await demoCustomer();
  const mine = await pageOf('/profile', `${PAGE_COOKIE}=${pageCookie(me.session)}`);
  expect(mine.status).toBe(200);
  expect(mine.headers.get('cache-control')).toBe('private, no-store');
  expect(rootOf(mine.text)).toContain('aria-label="Profile"');

  const unknown = await pageOf('/no-such-page');
  expect(unknown.status).toBe(404);
  expect(unknown.text).toContain('Page not found');
});

test('a page asked for as curl, a link preview or an uptime check asks is the page too', async () => {
  const asCurl = await fetch(`${shellUrl}/restaurants`, { headers: { accept: '*/*' } });
  expect(asCurl.status).toBe(200);
  expect(asCurl.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await asCurl.text()).toContain('<div id="root"><');

  const check = await fetch(`${shellUrl}/restaurants`, { method: 'HEAD' });
  expect(check.status).toBe(200);
  expect(check.headers.get('content-type')).toMatch(/^text\/html/);
  // a script that is not there stays a plain 404, not a page
  expect((await fetch(`${shellUrl}/no-such-chunk.12345678.js`)).status).toBe(404);
});
