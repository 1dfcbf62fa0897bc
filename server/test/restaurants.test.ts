import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/db';
import type { RestaurantListItem } from '@island-eats/api-client';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

// Wednesday 2025-06-04, noon on the islands (UTC-4).
const NOON_WEDNESDAY = new Date('2025-06-04T16:00:00Z');

interface ListAnswer {
  error: string;
  errorMessage: string;
  loginActive: number;
  listRestaurants: RestaurantListItem[];
  current_page: number;
  last_page: number;
  total: number;
}

let db: Db;
let server: TestServer;
let clock = NOON_WEDNESDAY;

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db, publicUrl: 'http://img.test', now: () => clock });
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

afterEach(() => {
  clock = NOON_WEDNESDAY;
});

async function list(body: object, query = '', headers?: Record<string, string>) {
  const res = await server.post(`listRestaurant${query}`, body, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as ListAnswer;
}

const names = (answer: ListAnswer) => answer.listRestaurants.map((r) => r.restaurantName);
const outlet = (answer: ListAnswer, name: string) =>
  answer.listRestaurants.flatMap((r) => r.outlet).find((o) => o.outletName === name);

describe('GET getloginSetting', () => {
  it('lists the islands behind a placeholder, and the tip presets', async () => {
    const res = await server.get('getloginSetting?located_at=st_croix');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      error: 'false',
      errorMessage: '',
      located_at: [
        { id: 0, name: '', displayName: 'Select Location' },
        { id: 1, name: 'st_croix', displayName: 'St. Croix' },
        { id: 2, name: 'st_thomas', displayName: 'St. Thomas' },
      ],
      tip: ['2.00', '3.00', '5.00'],
    });
  });

  it('refuses an unknown island', async () => {
    const res = await server.get('getloginSetting?located_at=puerto_rico');
    expect(await res.json()).toEqual({ error: 'true', errorMessage: 'Unknown location.' });
  });
});

describe('POST listRestaurant', () => {
  it('answers in the wire shape of SPEC.md §3', async () => {
    const answer = await list({ located_at: 'st_croix', type: 'Take Out' });
    expect(answer).toMatchObject({ error: 'false', errorMessage: '', loginActive: 1 });
    const item = answer.listRestaurants.find((r) => r.restaurantName === 'Cruzan Grill');
    expect(item).toEqual({
      restaurantId: expect.any(Number),
      restaurantName: 'Cruzan Grill',
      restaurantImage: expect.stringMatching(/^http:\/\/img\.test\/images\/restaurants\/\d+\.svg$/),
      averageReview: expect.any(Number),
      reviewCount: expect.any(Number),
      is_like: 0,
      emergency_close: 0,
      outlet: expect.arrayContaining([
        {
          outletId: expect.any(Number),
          outletName: 'Cruzan Grill Sunny Isle',
          displayTime: '15-25 mins',
          foodTag: 'Local Favourite, Late Night, Kid Friendly',
          business_hours: {
            from_time: '00:00:00',
            to_time: '23:59:59',
            is_restro_online: 1,
            delivery_availability: 1,
            pickup_availability: 1,
            payment_availability: 1,
          },
          emergency_close: 0,
          outlet_lat: 17.728,
          outlet_lng: -64.781,
        },
      ]),
    });
    expect(item?.outlet).toHaveLength(2);
  });

  it('lists only the restaurants of the requested island', async () => {
    const croix = names(await list({ located_at: 'st_croix', type: 'Delivery' }));
    const thomas = names(await list({ located_at: 'st_thomas', type: 'Delivery' }));
    expect(croix).toContain('Cruzan Grill');
    expect(croix).not.toContain('Charlotte Amalie Grill House');
    expect(thomas).toContain('Charlotte Amalie Grill House');
    expect(thomas).not.toContain('Cruzan Grill');
    // located_at defaults to St. Croix.
    expect(names(await list({ type: 'Delivery' }))).toEqual(croix);
  });

  it('offers an outlet only in the order types it supports', async () => {
    const takeOut = await list({ type: 'Take Out' });
    const delivery = await list({ type: 'Delivery' });
    expect(names(takeOut)).toContain("Mama's Kallaloo Kitchen");
    expect(names(delivery)).not.toContain("Mama's Kallaloo Kitchen");
    expect(names(delivery)).toContain('Taco Tide');
    expect(names(takeOut)).not.toContain('Taco Tide');
    expect(outlet(delivery, "Buddhoe's Pizza Gallows Bay")).toBeDefined();
    expect(outlet(takeOut, "Buddhoe's Pizza Gallows Bay")).toBeUndefined();
    expect(outlet(takeOut, "Mama's Kallaloo Kitchen")?.business_hours).toMatchObject({
      pickup_availability: 1,
      delivery_availability: 0,
    });
  });

  it('on each island has an outlet open now for both types, at any hour', async () => {
    for (const iso of ['2025-06-04T16:00:00Z', '2025-06-05T07:00:00Z', '2025-06-08T09:30:00Z']) {
      clock = new Date(iso);
      for (const located_at of ['st_croix', 'st_thomas']) {
        for (const type of ['Take Out', 'Delivery']) {
          const answer = await list({ located_at, type });
          const open = answer.listRestaurants
            .flatMap((r) => r.outlet)
            .filter((o) => o.business_hours.is_restro_online === 1 && o.emergency_close === 0);
          expect(open.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('computes open-now from island time and the online switch', async () => {
    let answer = await list({ type: 'Take Out' });
    expect(outlet(answer, 'Cruzan Grill Christiansted')?.business_hours.is_restro_online).toBe(1);
    expect(outlet(answer, "Buddhoe's Pizza Christiansted")?.business_hours.is_restro_online).toBe(
      0,
    );
    expect(outlet(answer, 'Spice Route La Grande Princesse')?.business_hours.is_restro_online).toBe(
      0,
    );
    expect(outlet(answer, "Buddhoe's Pizza Frederiksted")?.emergency_close).toBe(1);

    clock = new Date('2025-06-05T05:30:00Z'); // Thursday 01:30 local
    answer = await list({ type: 'Take Out' });
    expect(outlet(answer, 'Cruzan Grill Christiansted')?.business_hours.is_restro_online).toBe(0);
    const lateNight = outlet(answer, "Buddhoe's Pizza Christiansted")?.business_hours;
    expect(lateNight).toMatchObject({
      is_restro_online: 1,
      from_time: '17:00:00',
      to_time: '02:00:00',
    });
  });

  it('filters by cuisine', async () => {
    const cuisines = (await (await server.get('listCuisines?located_at=st_croix')).json()) as {
      cuisines: { id: number; name: string }[];
    };
    const mexican = cuisines.cuisines.find((c) => c.name === 'Mexican')?.id;
    // Taco Tide delivers only; Sandy Point Tacos serves both types.
    const delivery = names(await list({ type: 'Delivery', cuisineId: [mexican] }));
    expect([...delivery].sort()).toEqual(['Sandy Point Tacos', 'Taco Tide']);
    expect(names(await list({ type: 'Take Out', cuisineId: [mexican] }))).toEqual([
      'Sandy Point Tacos',
    ]);
  });

  it('sorts open outlets first, each group by distance from the given point', async () => {
    const frederiksted = { latitude: '17.7124', longitude: '-64.8826' };
    expect(names(await list({ type: 'Take Out', ...frederiksted }))[0]).toBe(
      'Frederiksted Fish House',
    );
    // Sweet Coconut Creamery is the nearest to the East End but takes no orders; the nearest
    // open one leads and the Creamery follows every open restaurant (restaurants-order.test).
    const eastEnd = { latitude: 17.758, longitude: -64.62 };
    const fromEast = names(await list({ type: 'Take Out', ...eastEnd }));
    expect(fromEast[0]).toBe('Mango Tree Breakfast');
    expect(fromEast.indexOf('Sweet Coconut Creamery')).toBeGreaterThan(
      fromEast.indexOf('Sandy Point Tacos'),
    );
  });

  it('pages with ?page=&size=', async () => {
    const all = await list({ type: 'Take Out' });
    const page2 = await list({ type: 'Take Out' }, '?page=2&size=3');
    expect(page2).toMatchObject({
      current_page: 2,
      last_page: Math.ceil(all.total / 3),
      total: all.total,
    });
    expect(names(page2)).toEqual(names(all).slice(3, 6));
    const beyond = await list({ type: 'Take Out' }, '?page=99&size=10');
    expect(beyond.listRestaurants).toEqual([]);
  });

  it("marks and filters the caller's favourites", async () => {
    const token = await issueToken(db, 1);
    const auth = { authorization: `Bearer ${token}` };
    const mine = await list({ type: 'Take Out', favorites: 1 }, '', auth);
    expect(names(mine).sort()).toEqual(["Buddhoe's Pizza", 'Cruzan Grill']);
    expect(mine.listRestaurants.every((r) => r.is_like === 1)).toBe(true);
    const everyone = await list({ type: 'Take Out' }, '', auth);
    expect(everyone.listRestaurants.find((r) => r.restaurantName === 'Golden Lotus')?.is_like).toBe(
      0,
    );
    expect((await list({ type: 'Take Out', favorites: 1 })).listRestaurants).toEqual([]);
  });

  it("answers 'Unauthenticated.' to an unknown token", async () => {
    const answer = await list({ type: 'Take Out' }, '', { authorization: 'Bearer not-a-token' });
    expect(answer).toEqual({ error: 'true', errorMessage: 'Unauthenticated.' });
  });

  it('answers loginActive 0 when ordering is paused', async () => {
    const paused = await startTestServer({ db, loginActive: false });
    try {
      const res = await paused.post('listRestaurant', { type: 'Take Out' });
      expect(await res.json()).toEqual({
        error: 'true',
        errorMessage: 'Ordering is paused for maintenance. Please check back soon.',
        loginActive: 0,
        listRestaurants: [],
      });
    } finally {
      await paused.close();
    }
  });
});

describe('GET listCuisines', () => {
  it('lists every cuisine on each island, with image URLs', async () => {
    for (const island of ['st_croix', 'st_thomas']) {
      const answer = (await (await server.get(`listCuisines?located_at=${island}`)).json()) as {
        error: string;
        cuisines: { id: number; name: string; image: string }[];
      };
      expect(answer.error).toBe('false');
      expect(answer.cuisines).toHaveLength(12);
      expect(answer.cuisines[0]).toEqual({
        id: expect.any(Number),
        name: 'American',
        image: expect.stringMatching(/^http:\/\/img\.test\/images\/cuisines\/\d+\.svg$/),
      });
    }
  });
});
