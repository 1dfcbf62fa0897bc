import type { Db } from '../src/db/db';
import type { Dish, MenuCategory, RestaurantInfo } from '@island-eats/api-client';
import { openSeededDb } from './helpers/test-db';
import { startTestServer, type TestServer } from './helpers/test-server';
import { addMenuFixture, EVENING, MORNING, type MenuFixture } from './helpers/menu-fixture';

// Seeding PGlite beside many parallel suites can take longer than jest's 5 s default.
jest.setTimeout(60_000);

let db: Db;
let server: TestServer;
let fx: MenuFixture;
let clock = MORNING;

beforeAll(async () => {
  db = await openSeededDb();
  fx = await addMenuFixture(db);
  server = await startTestServer({ db, now: () => clock, publicUrl: 'http://img.test' });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

interface Answer {
  error: string;
  errorMessage: string;
  menu: MenuCategory[];
  dishes: MenuCategory[];
  restaurantInfo: RestaurantInfo;
}
const json = async (res: Promise<Response>) => (await res).json() as Promise<Answer>;
const dishOf = (menu: MenuCategory[], dishId: number): Dish =>
  menu.flatMap((c) => c.categoryValues).find((d) => d.dishId === dishId)!;

describe('GET listMenu/{outletId}', () => {
  it('answers the menu by category with dishes and their add-on groups', async () => {
    clock = MORNING;
    const body = await json(server.get(`listMenu/${fx.outletId}`));
    expect(body.error).toBe('false');
    expect(body.menu.map((c) => c.categoryName)).toEqual(['Mains', 'Drinks']);
    const burger = dishOf(body.menu, fx.dishes.burger);
    expect(burger).toMatchObject({
      dishName: 'Fixture Burger',
      dishImage: 'http://img.test/images/b.svg',
      isVeg: 0,
      displayPrice: '$12.50',
      price: '12.50',
      isCustomizable: 1,
      isCustomisation: 1,
      dishavailable: 1,
      stock_status: 0,
      availableFrom: null,
      availableTo: null,
      categoryName: 'Mains',
    });
    expect(burger.dishCustomisation).toEqual([
      {
        customizableId: fx.groups.size,
        customizableName: 'Size',
        customizableType: 'single',
        customizableDishItems: [
          {
            elementId: fx.items.regular,
            elementName: 'Regular',
            Price: '0.00',
            displayPrice: '$0.00',
            isSelected: 0,
            stock_status: 0,
            customisationCategoryId: fx.groups.size,
          },
          expect.objectContaining({ elementName: 'Large', Price: '3.00', displayPrice: '$3.00' }),
        ],
      },
      expect.objectContaining({ customizableName: 'Extras', customizableType: 'multiple' }),
    ]);
    const avocado = burger.dishCustomisation[1]!.customizableDishItems[2];
    expect(avocado).toMatchObject({ elementName: 'Avocado', stock_status: 1 });
    const soda = body.menu[1]!.categoryValues[0];
    expect(soda).toMatchObject({ dishImage: '', isCustomizable: 0, dishCustomisation: [] });
    expect(dishOf(body.menu, fx.dishes.lobster).stock_status).toBe(1);
  });

  it('names on every dish the categories it is listed under (categoryValues)', async () => {
    clock = MORNING;
    const { menu } = await json(server.get(`listMenu/${fx.outletId}`));
    const { dishes } = await json(server.post('listDishes', { outletId: fx.outletId }));
    for (const answer of [menu, dishes]) {
      for (const category of answer) {
        for (const dish of category.categoryValues) {
          expect(dish.categoryValues).toEqual([
            { categoryId: category.categoryId, categoryName: category.categoryName },
          ]);
        }
      }
    }
    expect(dishOf(menu, fx.dishes.burger).categoryValues).toEqual([
      { categoryId: expect.any(Number), categoryName: 'Mains' },
    ]);
  });

  it('marks a dish available only inside its serving window', async () => {
    const breakfast = async () =>
      dishOf((await json(server.get(`listMenu/${fx.outletId}`))).menu, fx.dishes.breakfast);
    clock = MORNING;
    expect(await breakfast()).toMatchObject({
      dishavailable: 1,
      availableFrom: '06:00:00',
      availableTo: '10:30:00',
    });
    clock = EVENING;
    expect((await breakfast()).dishavailable).toBe(0);
    clock = MORNING;
  });

  it('does not find an unknown outlet, nor one of the other island', async () => {
    for (const path of [
      'listMenu/999999',
      `listMenu/${fx.thomasOutletId}`,
      `outlet-detail/${fx.thomasOutletId}`,
    ]) {
      expect(await json(server.get(path))).toEqual({
        error: 'true',
        errorMessage: 'Restaurant not found.',
      });
    }
    const there = await json(server.get(`listMenu/${fx.thomasOutletId}?located_at=st_thomas`));
    expect(there.error).toBe('false');
  });

  it('refuses malformed ids with 422, never 5xx', async () => {
    for (const path of [
      'listMenu/abc',
      'listMenu/-1',
      'listMenu/99999999999',
      'outlet-detail/1.5',
    ]) {
      const res = await server.get(path);
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe('true');
    }
  });
});

describe('POST listDishes', () => {
  it('answers the same menu under dishes', async () => {
    const body = await json(
      server.post('listDishes', { latitude: '17.7', longitude: '-64.7', outletId: fx.outletId }),
    );
    const menu = await json(server.get(`listMenu/${fx.outletId}`));
    expect(body.dishes).toEqual(menu.menu);
  });

  it('answers error true for an unknown outlet', async () => {
    const body = await json(server.post('listDishes', { outletId: 424242 }));
    expect(body).toEqual({ error: 'true', errorMessage: 'Restaurant not found.' });
  });
});

describe('GET outlet-detail/{outletId}', () => {
  it('answers the restaurant info', async () => {
    const body = await json(server.get(`outlet-detail/${fx.outletId}`));
    expect(body.restaurantInfo).toMatchObject({
      outletId: fx.outletId,
      restaurantId: fx.restaurantId,
      restaurantName: 'Fixture Grill',
      outlet_name: 'Fixture Grill Christiansted',
      contactNumber: null,
      emergency_close: 0,
      is_restro_online: 1,
      delivery_availability: 1,
      pickup_availability: 1,
      type: 'Both',
      located_at: 'st_croix',
      outlet_lat: 17.7466,
      averageReview: 0,
      foodTag: [],
    });
    expect(body.restaurantInfo.restaurant_business_day).toHaveLength(7);
    expect(body.restaurantInfo.restaurant_business_day[1]).toEqual({
      day: 'Monday',
      from_time: '00:00:00',
      to_time: '00:00:00',
    });
    const closed = await json(server.get(`outlet-detail/${fx.closedOutletId}`));
    expect(closed.restaurantInfo.is_restro_online).toBe(0);
  });
});
