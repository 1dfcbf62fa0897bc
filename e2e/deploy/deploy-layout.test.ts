import type { Page, Response } from 'playwright-core';
import { trackerStep } from '../support/account';
import { addDishToCart } from '../support/browse';
import { pageRendered, pagePerTest } from '../support/browser';
import { outletNamed, staffCall } from '../support/checkout';
import { logInAsDemo, sessionToken, toast } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// deploy/compose.yaml's layout (layout-setup.mjs): nginx with the deploy config in front of two
// API processes sharing Postgres and Redis (its pages: deploy-pages.test.ts). nginx keeps a browser on one process by its
// ie_affinity cookie; the test sets that cookie to choose the process, and each answer names the
// process that made it (x-api-instance).

interface Api {
  name: string;
  url: string;
  pid: number;
  metricsUrl: string;
}
const deploy = JSON.parse(process.env.E2E_DEPLOY ?? '{}') as {
  internalUrl: string;
  apis: Api[];
  pins: Record<string, string>;
};
const [first, second] = deploy.apis as [Api, Api];

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

// read at once: a listener still waiting on a page that has closed would fail the run
const servedBy = (response: Response) => response.headers()['x-api-instance'];
const answerOf = (call: string) =>
  page.waitForResponse((response) => response.url().includes(`/api/v1/${call}`));

/** Sends the browser's next requests, and its next socket, to `api`. */
const pinTo = (api: Api) =>
  page
    .context()
    .addCookies([{ name: 'ie_affinity', value: deploy.pins[api.name] ?? '', url: shellUrl }]);

/** The processes that answered the page's socket.io requests, in order. */
function socketAnswers(): string[] {
  const names: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/prodsocket/io/')) names.push(servedBy(response) ?? 'none');
  });
  return names;
}

/** The restaurant moves the order on through `api` itself, not through nginx. */
const advanceOn = (api: Api, orderId: number) =>
  staffCall(`orders/${orderId}/advance`, {}, api.url);

const shownWithin3s = (name: string) =>
  trackerStep(page, name).filter({ hasNotText: '00:00' }).waitFor({ timeout: 3000 });

async function until(check: () => boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("the API's answers of every kind come through nginx: JSON, its document, pictures", async () => {
  const details = await (
    await fetch(`${shellUrl}/api/v1/outlet-detail/1?located_at=st_croix`)
  ).text();
  const picture = /"(http[^"]+\/images\/[^"]+)"/.exec(details)?.[1] ?? '';
  expect(picture.startsWith(`${shellUrl}/images/`)).toBe(true);
  const image = await fetch(picture);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toMatch(/^image\//);
  expect(image.headers.get('x-api-instance')).toMatch(/^api-/);
  const document = await fetch(`${shellUrl}/api/v1/openapi.json`);
  expect(document.status).toBe(200);
  expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\./);
});

test("each API process answers Prometheus on its metrics port, and nginx's listeners never do", async () => {
  for (const api of deploy.apis) {
    const scrape = await fetch(api.metricsUrl);
    expect({ api: api.name, status: scrape.status }).toEqual({ api: api.name, status: 200 });
    const text = await scrape.text();
    // the calls nginx and the layout's setup made, and the readiness Prometheus alerts on
    expect(text).toMatch(
      /^island_eats_http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/health"/m,
    );
    expect(text).toMatch(/^island_eats_ready 1$/m);
  }
  // the public site's paths to a metrics page: a page (404) or the API's not-found, no figures
  for (const url of [
    `${shellUrl}/metrics`,
    `${shellUrl}/api/v1/metrics`,
    `${deploy.internalUrl}/metrics`,
    `${deploy.internalUrl}/api/v1/metrics`,
  ]) {
    const response = await fetch(url);
    const text = await response.text();
    expect({ url, status: response.status, figures: /^# (HELP|TYPE) /m.test(text) }).toEqual({
      url,
      status: 404,
      figures: false,
    });
  }
  // a process's readiness is for its orchestrator, on the process: the public site hides it
  expect((await fetch(`${shellUrl}/api/v1/ready`)).status).toBe(404);
  expect((await fetch(`${deploy.apis[0]!.url}/api/v1/ready`)).status).toBe(200);
});

test('an order placed through one API process is tracked live on the other, and nothing is lost when that one is killed', async () => {
  const grill = await outletNamed('Cruzan Grill Sunny Isle');

  // logged in through the first process
  await pinTo(first);
  const login = answerOf('userPasswordLogin');
  await logInAsDemo(page);
  expect(servedBy(await login)).toBe(first.name);
  const token = await sessionToken(page);
  const dish = await addDishToCart(token, grill);

  // the cart rendered by the page server for the session (its first reads go to any process,
  // on nginx's internal listener); the order placed through the second
  await pinTo(second);
  await page.addInitScript(() => sessionStorage.setItem('deliveryType', '"Take Out"'));
  const checkout = await page.goto(`${shellUrl}/checkout`);
  expect(await checkout?.text()).toContain(`${dish.replace(/&/g, '&amp;')}<`);
  await page.getByRole('region', { name: 'Cruzan Grill Sunny Isle' }).getByText(dish).waitFor();
  const payment = page.getByRole('region', { name: 'Payment Info' });
  await payment.getByRole('radio', { name: 'Card ending in 4242' }).check();
  const confirm = answerOf('orderConfirm');
  await payment.getByRole('button', { name: 'Place Order' }).click();
  const placed = await confirm;
  expect(servedBy(placed)).toBe(second.name);
  const { orderId } = (await placed.json()) as { orderId: number };
  await toast(page, 'Order is placed!').waitFor();

  // tracked on the first process; the second moves the order on, Redis carries the push across
  await pinTo(first);
  const sockets = socketAnswers();
  await page.goto(`${shellUrl}/order-status/${orderId}`);
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
  expect(new Set(sockets)).toEqual(new Set([first.name]));
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trackOrders')) polls.push(request.url());
  });
  await advanceOn(second, orderId);
  await shownWithin3s('Order Confirmed');
  // pushed over the socket, not read by the page's 2 s polling
  expect(polls.length).toBeLessThanOrEqual(1);

  // mid-journey, with a dish in the cart again, the tracker's process dies
  const secondDish = await addDishToCart(token, grill);
  process.kill(first.pid, 'SIGKILL');
  const answeredBefore = sockets.length;
  await until(
    () => sockets.slice(answeredBefore).includes(second.name),
    'the socket reconnected through nginx to the second process',
  );
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor({ timeout: 10_000 });
  await advanceOn(second, orderId);
  await shownWithin3s('Ready For Pickup');
  await advanceOn(second, orderId);
  await shownWithin3s('Order Picked');
  expect(await trackerStep(page, 'Order Confirmed').textContent()).not.toContain('00:00');

  // the page servers' first reads, spread over both processes, go to the one left (twice: one
  // turn of nginx's round-robin each)
  for (const turn of [1, 2]) {
    const home = await fetch(shellUrl, { headers: { accept: 'text/html' } });
    expect({ turn, listed: (await home.text()).includes('"restaurants":[{') }).toEqual({
      turn,
      listed: true,
    });
  }

  // still logged in, the cart and the order where they were: /my-cart comes with the cart (and
  // the header's counts) the page server read, and the browser's own calls (the profile it
  // reads once the customer goes there) reach the one left
  await page.goto(`${shellUrl}/my-cart`);
  await page.getByText(secondDish).first().waitFor();
  await pageRendered(page);
  const profileAfter = answerOf('getProfile');
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  expect(servedBy(await profileAfter)).toBe(second.name);
});
