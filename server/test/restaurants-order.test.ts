import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/db';
import { haversineMiles } from '../src/geo/distance';
import type { OrderType, RestaurantListItem } from '@island-eats/api-client';
import { restaurantBadge } from '@island-eats/api-client/rules';
import { openSeededDb } from './helpers/test-db';
import { startTestServer, type TestServer } from './helpers/test-server';

// Seeding PGlite beside many parallel suites can take longer than jest's 5 s default.
jest.setTimeout(60_000);

// Wednesday noon and Thursday 01:30 on the islands (UTC-4): at night most outlets are closed.
const NOON = new Date('2025-06-04T16:00:00Z');
const NIGHT = new Date('2025-06-05T05:30:00Z');
const FREDERIKSTED = { latitude: 17.7124, longitude: -64.8826 };

let db: Db;
let server: TestServer;
let clock = NOON;

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db, now: () => clock });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

type Origin = typeof FREDERIKSTED;

async function list(orderType: OrderType, origin: Origin, extra: object = {}, headers = {}) {
  const res = await server.post(
    'listRestaurant',
    { type: orderType, ...origin, ...extra },
    headers,
  );
  return ((await res.json()) as { listRestaurants: RestaurantListItem[] }).listRestaurants;
}

/** What a card shows of each outlet: the pages' badge, and the distance from the customer. */
function seen(restaurant: RestaurantListItem, orderType: OrderType, origin: Origin) {
  return restaurant.outlet.map((o) => ({
    name: o.outletName,
    badge: restaurantBadge({ ...o.business_hours, emergency_close: o.emergency_close }, orderType)
      .label,
    miles: haversineMiles(origin, { latitude: o.outlet_lat, longitude: o.outlet_lng }),
  }));
}

/** Open (badge 'Open') before everything else, then nearest: true when `outlets` keep it. */
function inListOrder(outlets: { badge: string; miles: number }[]): boolean {
  return outlets.every((o, i) => {
    const next = outlets[i + 1];
    if (!next) return true;
    const open = o.badge === 'Open';
    const nextOpen = next.badge === 'Open';
    return open !== nextOpen ? open : o.miles <= next.miles;
  });
}

describe('a restaurant that takes no payment', () => {
  const CENTRE = { latitude: 17.736537, longitude: -64.735021 };
  const NOT_SETUP = 'Restaurant Payment not setup at the moment. Please select another Restaurant';

  it('says so in the list and its details, after every restaurant that can be ordered from', async () => {
    clock = NOON;
    for (const orderType of ['Take Out', 'Delivery'] as const) {
      const answer = await list(orderType, CENTRE);
      const firsts = answer.map((r) => ({
        ...seen(r, orderType, CENTRE)[0]!,
        name: r.restaurantName,
      }));
      const bayside = firsts.findIndex((c) => c.name === 'Bayside Burgers');
      expect(firsts[bayside]).toMatchObject({ badge: 'Payment not set up' });
      expect(firsts[0]?.badge).toBe('Open');
      expect(firsts.slice(bayside).some((c) => c.badge === 'Open')).toBe(false);
    }
    const outletId = (await list('Take Out', CENTRE)).find(
      (r) => r.restaurantName === 'Bayside Burgers',
    )!.outlet[0]!.outletId;
    const detail = await server.get(`outlet-detail/${outletId}`);
    const { restaurantInfo } = (await detail.json()) as { restaurantInfo: object };
    expect(restaurantInfo).toMatchObject({ is_restro_online: 1, payment_availability: 0 });
  });

  it('takes nothing into a cart, with the message checkout would give', async () => {
    clock = NOON;
    const outlet = (await list('Take Out', CENTRE)).find(
      (r) => r.restaurantName === 'Bayside Burgers',
    )!.outlet[0]!;
    const menu = await server.get(`listMenu/${outlet.outletId}`);
    const { menu: categories } = (await menu.json()) as {
      menu: { categoryValues: { dishId: number; isCustomizable: number }[] }[];
    };
    const dish = categories.flatMap((c) => c.categoryValues).find((d) => !d.isCustomizable)!;
    const auth = { authorization: `Bearer ${await issueToken(db, 1)}` };
    const res = await server.post(
      'addToCart',
      {
        order_type: 'Take Out',
        spl_instruction: '',
        outletId: outlet.outletId,
        udId: 'T',
        uuId: 'T',
        os: 'web',
        dishes: JSON.stringify([{ dishId: dish.dishId, quantity: 1, customisation: [] }]),
      },
      auth,
    );
    expect(await res.json()).toMatchObject({ error: 'true', errorMessage: NOT_SETUP });
  });
});

describe('the order of restaurant lists', () => {
  it('at night puts the open restaurants first, however near the closed ones are', async () => {
    clock = NIGHT;
    const answer = await list('Take Out', FREDERIKSTED);
    const cards = answer.map((r) => ({
      ...seen(r, 'Take Out', FREDERIKSTED)[0]!,
      name: r.restaurantName,
    }));
    // The Fish House is on the customer's doorstep but shut at 01:30; Point Udall Pizza, a few
    // steps further, serves late.
    expect(cards[0]).toMatchObject({ name: 'Point Udall Pizza', badge: 'Open' });
    const fishHouse = cards.findIndex((c) => c.name === 'Frederiksted Fish House');
    expect(cards[fishHouse]).toMatchObject({ badge: 'Close', miles: 0 });
    expect(cards.slice(0, fishHouse).every((c) => c.badge === 'Open')).toBe(true);
    expect(cards.map((c) => c.badge)).toEqual([
      ...cards.filter((c) => c.badge === 'Open').map(() => 'Open'),
      ...cards.filter((c) => c.badge !== 'Open').map((c) => c.badge),
    ]);
    expect(inListOrder(cards)).toBe(true);
  });

  it('at noon the nearest open restaurant is first again', async () => {
    clock = NOON;
    const [first] = await list('Take Out', FREDERIKSTED);
    expect(first?.restaurantName).toBe('Frederiksted Fish House');
  });

  it("puts a restaurant's open outlet first, so its card links to and badges that one", async () => {
    clock = NOON;
    // Buddhoe's Frederiksted is nearest but closed for an emergency; Gallows Bay delivers now.
    const answer = await list('Delivery', FREDERIKSTED);
    const buddhoes = answer.find((r) => r.restaurantName === "Buddhoe's Pizza")!;
    expect(seen(buddhoes, 'Delivery', FREDERIKSTED).map((o) => [o.name, o.badge])).toEqual([
      ["Buddhoe's Pizza Gallows Bay", 'Open'],
      ["Buddhoe's Pizza Frederiksted", 'Close'],
      ["Buddhoe's Pizza Christiansted", 'Close'],
    ]);
  });

  it('keeps the order in every list, at any hour, for both types, on both islands', async () => {
    const origins: Origin[] = [
      FREDERIKSTED,
      { latitude: 17.758, longitude: -64.62 },
      { latitude: 18.3419, longitude: -64.9307 },
      { latitude: 18.325, longitude: -64.851 },
    ];
    for (const now of [NOON, NIGHT, new Date('2025-06-08T22:30:00Z')]) {
      clock = now;
      for (const located_at of ['st_croix', 'st_thomas']) {
        for (const orderType of ['Take Out', 'Delivery'] as const) {
          for (const origin of origins) {
            const answer = await list(orderType, origin, { located_at });
            const firsts = answer.map((r) => seen(r, orderType, origin)[0]!);
            expect(inListOrder(firsts)).toBe(true);
            for (const r of answer) expect(inListOrder(seen(r, orderType, origin))).toBe(true);
          }
        }
      }
    }
  });

  it('orders pages, search answers and favourites by the same rule', async () => {
    clock = NIGHT;
    const names = (items: RestaurantListItem[]) => items.map((r) => r.restaurantName);
    const all = names(await list('Take Out', FREDERIKSTED));
    const page = async (n: number) => {
      const res = await server.post(`listRestaurant?page=${n}&size=3`, {
        type: 'Take Out',
        ...FREDERIKSTED,
      });
      return (await res.json()) as { listRestaurants: RestaurantListItem[] };
    };
    const paged = [...(await page(1)).listRestaurants, ...(await page(2)).listRestaurants];
    expect(names(paged)).toEqual(all.slice(0, 6));

    const search = await server.post('searchRestaurants', {
      type: 'Take Out',
      restaurantName: '',
      ...FREDERIKSTED,
    });
    expect(names(((await search.json()) as { list: RestaurantListItem[] }).list)).toEqual(all);

    // The demo customer likes Buddhoe's Pizza and Cruzan Grill. At noon Buddhoe's nearest
    // outlet (Frederiksted) is closed for an emergency and its other one opens at 17:00.
    clock = NOON;
    const auth = { authorization: `Bearer ${await issueToken(db, 1)}` };
    const liked = await list('Take Out', FREDERIKSTED, { favorites: 1 }, auth);
    expect(names(liked)).toEqual(['Cruzan Grill', "Buddhoe's Pizza"]);
  });
});
