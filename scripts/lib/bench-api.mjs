// `pnpm bench`, API section (issue 18): each catalogue and customer read under autocannon
// against the API, then against a bare fastify server sending the very same bytes, and orders
// placed by 20 customers at once. Goals: DESIGN.md §7 and the issue's table.
import { loadRead } from './api-load.mjs';
import { apiCalls } from './bench-customers.mjs';
import { benchTrackers } from './bench-trackers.mjs';
import { inTurns } from './in-turns.mjs';
import { p99 } from './p99.mjs';

const CUSTOMERS = 40;
/** The outlet `DEMO_LARGE_MENU` adds (server/src/seed/large-menu.ts). */
export const LARGE_MENU_OUTLET = 'Sunny Isle Food Hall Sunny Isle';
const GOAL = { catalogue: { ratio: 0.5, p99: 50 }, customer: { ratio: 0.2 }, ordersP99: 300 };

/** An answer's size on the wire, as a browser gets it. */
const wire = ({ bytes, encoding }) =>
  `${bytes < 10_240 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`}${encoding === 'identity' ? '' : ` ${encoding}`}`;

function print(name, result, goal) {
  const { api, bare, ratio } = result;
  const ok =
    ratio >= goal.ratio && (goal.p99 === undefined || api.p99 <= goal.p99) && api.errors === 0;
  console.log(
    `${name.padEnd(40)} ${wire(result).padStart(9)} ${String(api.rps).padStart(7)} ${String(api.p50).padStart(5)} ${String(api.p99).padStart(6)} ${String(api.errors).padStart(6)}  ${String(bare.rps).padStart(7)} ${String(bare.p99).padStart(8)} ${ratio.toFixed(2).padStart(6)}  ≥${goal.ratio}${goal.p99 ? `, p99 ≤${goal.p99}` : ''} ${ok ? 'ok' : 'OVER'}`,
  );
}

/** The API section on one running API (`label`: its database). */
export async function benchApi(apiUrl, label, barePort) {
  const apiBase = `${apiUrl}/api/v1`;
  const api = apiCalls(apiUrl);

  // the island's outlets, the one with the most dishes, and customers with carts and orders
  const { listRestaurants } = await api.listRestaurant();
  const outlets = listRestaurants.flatMap((restaurant) => restaurant.outlet);
  const sizes = await Promise.all(
    outlets.map(async (outlet) => {
      const { menu } = await api.listMenu(outlet.outletId);
      return {
        outlet,
        dishes: menu.reduce((n, category) => n + category.categoryValues.length, 0),
      };
    }),
  );
  // the generated menu (DEMO_LARGE_MENU) apart from the demo's own
  const [large] = sizes.filter((size) => size.outlet.outletName === LARGE_MENU_OUTLET);
  const biggest = sizes.filter((size) => size !== large).sort((a, b) => b.dishes - a.dishes)[0];
  if (!large) throw new Error(`the API was not started with DEMO_LARGE_MENU`);
  const orderable = sizes.find(
    (size) => size.outlet.outletName === 'Cruzan Grill Sunny Isle',
  ).outlet;
  const tokens = await inTurns(CUSTOMERS, 10, (n) => api.signUp(n));
  const fan = tokens[0];
  await api.call('toggleFavourite', {
    token: fan,
    body: { restaurantId: listRestaurants[0].restaurantId },
  });
  const cards = await inTurns(CUSTOMERS, 10, async (n) => {
    const token = tokens[n];
    const card = await api.card(token, orderable.outletId);
    await api.addPlainDish(token, orderable.outletId);
    await api.placeOrder(token, orderable.outletId, card);
    await api.addPlainDish(token, orderable.outletId); // a cart to view
    return card;
  });

  let turn = 0;
  const nextCustomer = () => ({ authorization: `Bearer ${tokens[turn++ % tokens.length]}` });
  const json = { 'content-type': 'application/json' };
  const restaurantsBody = JSON.stringify({
    ...api.ISLAND,
    timezone: 'America/St_Thomas',
    type: 'Take Out',
  });
  const reads = [
    ['getloginSetting', GOAL.catalogue, { url: `${apiBase}/getloginSetting?located_at=st_croix` }],
    [
      'listRestaurant, a visitor',
      GOAL.catalogue,
      { url: `${apiBase}/listRestaurant`, method: 'POST', headers: json, body: restaurantsBody },
    ],
    [
      'listRestaurant, a customer with a heart',
      GOAL.catalogue,
      {
        url: `${apiBase}/listRestaurant`,
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${fan}` },
        body: restaurantsBody,
      },
    ],
    [
      'getRestaurantDetails (outlet-detail)',
      GOAL.catalogue,
      { url: `${apiBase}/outlet-detail/${biggest.outlet.outletId}?located_at=st_croix` },
    ],
    [
      `listMenu, ${biggest.dishes} dishes`,
      GOAL.catalogue,
      { url: `${apiBase}/listMenu/${biggest.outlet.outletId}?located_at=st_croix` },
    ],
    [
      `outlet-detail, generated outlet`,
      GOAL.catalogue,
      { url: `${apiBase}/outlet-detail/${large.outlet.outletId}?located_at=st_croix` },
    ],
    [
      `listMenu, generated, ${large.dishes} dishes`,
      GOAL.catalogue,
      { url: `${apiBase}/listMenu/${large.outlet.outletId}?located_at=st_croix` },
    ],
    [
      `viewCart, ${CUSTOMERS} customers`,
      GOAL.customer,
      {
        url: `${apiBase}/viewCart`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ located_at: 'st_croix', ...api.cartBody }),
        eachHeaders: nextCustomer,
      },
    ],
    [
      `listPastOrders, ${CUSTOMERS} customers`,
      GOAL.customer,
      { url: `${apiBase}/listPastOrders?located_at=st_croix`, eachHeaders: nextCustomer },
    ],
  ];

  console.log(
    `\nAPI reads on ${label} (autocannon, 100 connections; bare: fastify sending the same bytes):`,
  );
  console.log(
    `${'read'.padEnd(40)} ${'answer'.padStart(9)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(6)} ${'errors'.padStart(6)}  ${'bare'.padStart(7)} ${'bare p99'.padStart(8)} ${'ratio'.padStart(6)}  goal`,
  );
  for (const [name, goal, read] of reads) print(name, await loadRead(read, barePort), goal);

  // 20 customers order at once, five times over (their carts refilled between)
  const latencies = [];
  for (let round = 0; round < 5; round += 1) {
    await Promise.all(
      tokens.slice(0, 20).map((token) => api.addPlainDish(token, orderable.outletId)),
    );
    latencies.push(
      ...(await Promise.all(
        tokens.slice(0, 20).map(async (token, n) => {
          const started = performance.now();
          await api.placeOrder(token, orderable.outletId, cards[n]);
          return performance.now() - started;
        }),
      )),
    );
  }
  const worst = Math.round(p99(latencies));
  console.log(
    `${'orders, 20 customers at once (p99 of 100)'.padEnd(40)} ${String(worst).padStart(6)} ms  goal ≤${GOAL.ordersP99} ms ${worst <= GOAL.ordersP99 ? 'ok' : 'OVER'}`,
  );

  // every customer's latest order, still placed (the bench's API moves nothing by itself)
  const open = await Promise.all(
    tokens.map(async (token) => {
      const { pastOrders } = await api.call('listPastOrders', { token, method: 'GET' });
      return { token, orderId: pastOrders[0].orderId };
    }),
  );
  await benchTrackers(apiUrl, open);
}
