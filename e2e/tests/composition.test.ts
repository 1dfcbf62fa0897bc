import type { Page } from 'playwright-core';
import type { RuntimeConfig } from '@island-eats/app-frame';
import { routeExamples } from '@island-eats/app-frame/route-examples';
import { routeTable } from '@island-eats/app-frame/route-table';
import { listed, names, textsOf, waitForCards } from '../support/browse';
import { pagePerTest, pageRendered } from '../support/browser';
import { remoteModuleIds } from '../support/remote-module-ids';
import { startLoggedIn } from '../support/shell-auth';
import { appUrl, shellUrl } from '../support/site';

// Counts React DOM renderers as React DevTools would see them: one per copy of react-dom.
const countRenderers = () => {
  const renderers = new Map<number, unknown>();
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
};

const listedRestaurants = async (island: 'st_croix' | 'st_thomas') => names(await listed(island));

const remoteDir = (module: string) => module.split('/')[0]!.replace('_', '-');

// Playwright's own page size, which these tests were written at
const session = pagePerTest({ width: 1280, height: 720 });
let page: Page;
beforeEach(async () => {
  page = session.page;
  await page.addInitScript(countRenderers);
});

test('the home page lists the seeded restaurants of the current island from the server', async () => {
  const stCroix = await listedRestaurants('st_croix');
  expect(stCroix.length).toBeGreaterThan(0);
  const nearBy = page.getByRole('region', { name: 'Restaurants Near By' });
  await page.goto(shellUrl);
  await nearBy.locator('article h3').first().waitFor();
  expect(await textsOf(nearBy.locator('article h3'))).toEqual(stCroix);

  const stThomas = await listedRestaurants('st_thomas');
  expect(stThomas).not.toEqual(stCroix);
  await page.evaluate(() => localStorage.setItem('currentLocation', JSON.stringify('st_thomas')));
  await page.reload();
  // the page cookie still says St. Croix: the server's list is St. Croix's until the browser,
  // which reads the island from localStorage, lists St. Thomas in its place
  await waitForCards(nearBy, stThomas);
});

test('every route is mounted from the remote that owns it, with one React and one styled-components', async () => {
  const remoteRequests = new Set<string>();
  page.on('request', (request) => remoteRequests.add(new URL(request.url()).origin));
  // checkout, cart, profile, tracking and edit are for logged-in customers only
  await startLoggedIn(page);

  await page.goto(shellUrl);
  await page.locator('article h3').first().waitFor();
  for (const route of routeTable) {
    remoteRequests.clear();
    await page.goto(shellUrl + routeExamples[route.path]);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // (a page painted from its HTML shows its heading before its remote's code is asked for)
    await pageRendered(page);
    expect(remoteRequests).toContain(appUrl(remoteDir(route.module)));
    // restro-menu pages stand without the site's header and footer
    expect(await page.getByRole('contentinfo').count()).toBe(route.alone ? 0 : 1);
  }

  await page.goto(shellUrl);
  await page.locator('article h3').first().waitFor();
  // client-side navigations load every remote into the same page
  for (const path of [
    '/restaurant-details/1/menu',
    '/my-cart',
    '/checkout',
    '/profile',
    '/restro-menu/1',
    '/',
  ]) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
  // each copy of styled-components keeps its own style sheet
  expect(await page.locator('style[data-styled]').count()).toBe(1);
  const loadedReacts = await page.evaluate(() => {
    const scopes = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const found = new Set<string>();
    for (const [host, scope] of Object.entries(scopes)) {
      for (const [version, share] of Object.entries(scope.default?.react ?? {})) {
        if (share.loaded || share.lib) found.add(`${host}@${version}`);
      }
    }
    return [...found].map((entry) => entry.split('@')[1]);
  });
  expect(new Set(loadedReacts).size).toBe(1);
});

test("every module of the remote contracts loads through the shell's federation runtime", async () => {
  await page.goto(shellUrl);
  await page.locator('article h3').first().waitFor();
  const loaded = await page.evaluate(async (ids) => {
    interface Federation {
      __INSTANCES__: { name: string; loadRemote: (id: string) => Promise<unknown> }[];
    }
    const { __INSTANCES__ } = (globalThis as { __FEDERATION__?: Federation }).__FEDERATION__!;
    const shell = __INSTANCES__.find((instance) => instance.name === 'shell')!;
    return Promise.all(
      ids.map(async (id) => {
        const module = (await shell.loadRemote(id)) as Record<string, unknown>;
        return [id, typeof module.default === 'function' ? 'a component' : 'nothing'];
      }),
    );
  }, remoteModuleIds);
  expect(Object.fromEntries(loaded)).toEqual(
    Object.fromEntries(remoteModuleIds.map((id) => [id, 'a component'])),
  );

  // build-config/apps.mjs names the remotes the runtime config lists: the contracts' RemoteNames
  const config = (await (await fetch(`${shellUrl}/config.json`)).json()) as RuntimeConfig;
  const remoteNames = new Set(remoteModuleIds.map((id) => id.split('/')[0]));
  expect(Object.keys(config.remotes).sort()).toEqual([...remoteNames].sort());
});

test('the page scrolls to the top on a route change', async () => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(shellUrl);
  await page.locator('article h3').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Restaurants' }).click();
  await page.waitForURL(`${shellUrl}/restaurants`);
  await page.waitForFunction(() => window.scrollY === 0);
});

test('About Us and Contact Us show only a heading and their header links stay invisible', async () => {
  await page.goto(`${shellUrl}/aboutus`);
  await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
  await page.goto(`${shellUrl}/contactus`);
  await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
  const header = page.getByRole('banner');
  expect(await header.getByRole('link', { name: 'About Us' }).isVisible()).toBe(false);
  expect(await header.getByRole('link', { name: 'Contact Us' }).isVisible()).toBe(false);
  expect(await header.getByRole('link', { name: 'Home', exact: true }).isVisible()).toBe(true);
  expect(await header.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
  expect(await header.getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(true);
  await page.getByText('© 2023').waitFor();
});

test('the footer question box refuses empty text and sends a question', async () => {
  await page.goto(shellUrl);
  const footer = page.getByRole('contentinfo');
  // the box's code comes with the visitor's first scroll (the footer is below the fold)
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('button', { name: 'Submit' }).click();
  await footer.getByText('Required').waitFor();
  await footer.getByLabel('Have a question? Ask us.').fill('Do you deliver to Frederiksted?');
  await footer.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Thanks for your question! We will get back to you soon.').waitFor();
  expect(await footer.getByLabel('Have a question? Ask us.').inputValue()).toBe('');
});

test('each remote also runs alone on its own origin, in a minimal host', async () => {
  await page.goto(appUrl('browse'));
  await page.getByRole('navigation', { name: 'browse pages' }).waitFor();
  await page.locator('article h3').first().waitFor();
  await page.goto(`${appUrl('restro-menu')}/restro-menu/1`);
  await page.getByRole('heading', { name: 'Cruzan Grill Sunny Isle', level: 1 }).waitFor();
  await page.goto(`${appUrl('account')}/profile`);
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
});

test('every app serves its page with the runtime config inlined: no request of its own for it', async () => {
  const config = (await (await fetch(`${shellUrl}/config.json`)).json()) as RuntimeConfig;
  for (const dir of ['shell', 'browse', 'restro-menu']) {
    const html = await (
      await fetch(`${appUrl(dir)}/a/deep/path`, { headers: { accept: 'text/html' } })
    ).text();
    const inlined = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(inlined![1]!)).toEqual(config);
  }
  const configReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/config.json')) configReads.push(request.url());
  });
  await page.goto(shellUrl);
  await page.locator('article h3').first().waitFor();
  expect(configReads).toEqual([]);
});
