import type { Db } from '../src/db/db';
import { foodKindOf } from '../src/images/food-kinds';
import { DEMO_MENUS } from '../src/seed/demo-menus';
import { DEMO_RESTAURANTS } from '../src/seed/demo-restaurants';
import { openSeededDb } from './helpers/test-db';
import { startTestServer, type TestServer } from './helpers/test-server';

// Seeding PGlite beside many parallel suites can take longer than jest's 5 s default.
jest.setTimeout(60_000);

let db: Db;
let server: TestServer;
beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

async function picture(path: string) {
  const res = await server.get(path);
  expect(res.status).toBe(200);
  return res.text();
}

const idOf = async (table: 'dishes' | 'restaurants' | 'cuisines', name: string) => {
  const [row] = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE name = $1`, [name]);
  return row!.id;
};

describe('pictures of the demo food', () => {
  it.each([
    ['Classic Cheeseburger', 'burger'],
    ['Margherita', 'pizza'],
    ['Fish Tacos', 'taco'],
    ['Coconut Shrimp Curry', 'curry'],
    ['Whole Fried Snapper', 'fish'],
    ['Vegetable Lo Mein', 'noodles'],
    ['Sorrel', 'drink'],
    ['Key Lime Pie', 'cake'],
    ['Banana Pancakes', 'breakfast'],
  ])('draws %s as a %s', async (dish, food) => {
    const svg = await picture(`/images/dishes/${await idOf('dishes', dish)}.svg`);
    expect(svg).toContain(`data-food="${food}"`);
    expect(svg).toContain(`aria-label="${dish}"`);
  });

  it('draws a restaurant as the food its name or cuisine says, and a cuisine as its own', async () => {
    const fishHouse = await picture(
      `/images/restaurants/${await idOf('restaurants', 'Frederiksted Fish House')}.svg`,
    );
    expect(fishHouse).toContain('data-food="fish"');
    const golden = await picture(
      `/images/restaurants/${await idOf('restaurants', 'Golden Lotus')}.svg`,
    );
    expect(golden).toContain('data-food="noodles"');
    const pizza = await picture(`/images/cuisines/${await idOf('cuisines', 'Pizza')}.svg`);
    expect(pizza).toContain('data-food="pizza"');
  });

  it('keeps every picture small, 480x320 like the cards, with no lettering', async () => {
    const paths = [
      ...(await db.query<{ image: string }>('SELECT image FROM dishes WHERE image IS NOT NULL')),
      ...(await db.query<{ image: string }>('SELECT image FROM restaurants')),
      ...(await db.query<{ image: string }>('SELECT image FROM cuisines')),
    ].map((row) => row.image);
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const svg = await picture(path);
      expect(svg).toMatch(/^<svg [^>]*width="480" height="320" viewBox="0 0 480 320"/);
      expect(svg).not.toContain('<text');
      expect(Buffer.byteLength(svg)).toBeLessThan(2500);
    }
  });

  it('draws the fallback of SPEC §9 as an empty plate', async () => {
    expect(await picture('/images/default-dish.svg')).toContain('data-food="plate"');
    expect(await picture('/images/default-restaurant.svg')).toContain('data-food="plate"');
  });
});

describe('foodKindOf', () => {
  it('finds a food for every demo dish, from its name or else its category', () => {
    const plain = Object.values(DEMO_MENUS)
      .flat()
      .flatMap((section) => section.dishes.map((d) => [d.name, section.category]))
      .filter((words) => foodKindOf(words) === 'plate');
    expect(plain).toEqual([]);
  });

  it('finds a food for every demo restaurant from its name or else its cuisines', () => {
    const plain = DEMO_RESTAURANTS.filter((r) => foodKindOf([r.name, ...r.cuisines]) === 'plate');
    expect(plain.map((r) => r.name)).toEqual([]);
  });

  it('reads the words in order: a Fish Taco is a taco, a Saltfish Paté a pastry', () => {
    expect(foodKindOf(['Fish Tacos', 'Tacos'])).toBe('taco');
    expect(foodKindOf(['Saltfish Paté', 'Patés'])).toBe('pastry');
    expect(foodKindOf(['Dish 12', 'Counter 3', null])).toBe('plate');
    expect(foodKindOf(['Dish 12', 'Counter 3', 'Indian'])).toBe('curry');
  });
});
