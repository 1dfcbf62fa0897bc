import type { MenuCategory } from '@island-eats/api-client';
import { priceCart } from '../src/cart/price-cart';
import { ON_OTHER_OUTLETS } from '../src/routes/staff';
import { issueStaffToken } from '../src/staff/staff-sessions';
import { bearerCall } from './helpers/bearer-call';
import type { OrdersWorld } from './helpers/orders-fixtures';
import { CUSTOMER_ID, fillCart, openOrdersWorld, STAFF_KEY } from './helpers/orders-fixtures';

// Issue 36: stock is each outlet's. A cook of one outlet marks a dish or an add-on sold out
// there from the board; the restaurant's other outlets go on selling it, in their menus, carts
// and checkout alike. Out everywhere (the owner, the CLI) and back at one outlet leaves the
// others out.

let world: OrdersWorld;
let sunnyIsle: number;
let christiansted: number;
let jamal: string;
let dishId: number;
let addOnId: number;

beforeAll(async () => {
  world = await openOrdersWorld();
  const outlets = await world.db.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM outlets o JOIN restaurants r ON r.id = o.restaurant_id
      WHERE r.name = 'Cruzan Grill' ORDER BY o.id`,
  );
  sunnyIsle = outlets.find((outlet) => outlet.name.endsWith('Sunny Isle'))!.id;
  christiansted = outlets.find((outlet) => outlet.name.endsWith('Christiansted'))!.id;
  // the README's demo cook, who serves Sunny Isle alone
  const [cook] = await world.db.query<{ id: number }>(
    "SELECT id FROM staff_members WHERE mobile_number = '3405550141'",
  );
  jamal = await issueStaffToken(world.db, cook!.id);
  // the dish fillCart puts first in a cart, and an add-on of a dish of the restaurant
  const [dish] = await world.db.query<{ id: number }>(
    `SELECT d.id FROM dishes d JOIN outlets o ON o.restaurant_id = d.restaurant_id
      WHERE o.id = $1 AND NOT d.out_of_stock AND d.available_from IS NULL
        AND d.max_per_order IS NULL ORDER BY d.id LIMIT 1`,
    [sunnyIsle],
  );
  dishId = dish!.id;
  const [addOn] = await world.db.query<{ id: number }>(
    `SELECT i.id FROM customisation_items i JOIN customisation_groups g ON g.id = i.group_id
       JOIN dishes d ON d.id = g.dish_id JOIN outlets o ON o.restaurant_id = d.restaurant_id
      WHERE o.id = $1 AND NOT i.out_of_stock ORDER BY i.id LIMIT 1`,
    [sunnyIsle],
  );
  addOnId = addOn!.id;
});
afterAll(() => world?.close());

const stock = (token: string, item: 'dishes' | 'add-ons', id: number, body: object) =>
  bearerCall(world.server, 'POST', `staff/${item}/${id}/stock`, token, body);

const menuOf = async (outletId: number) =>
  (await world.get<{ menu: MenuCategory[] }>(`listMenu/${outletId}`, null)).menu.flatMap(
    (category) => category.categoryValues,
  );
const dishOut = async (outletId: number) =>
  (await menuOf(outletId)).find((dish) => dish.dishId === dishId)?.stock_status;
const addOnOut = async (outletId: number) =>
  (await menuOf(outletId))
    .flatMap((dish) => dish.dishCustomisation.flatMap((group) => group.customizableDishItems))
    .find((item) => item.elementId === addOnId)?.stock_status;

/** Whether the customer's cart at the outlet (the dish first in it) says the dish is out. */
async function cartSaysOut(outletId: number): Promise<boolean | undefined> {
  await fillCart(world.db, CUSTOMER_ID, outletId);
  const priced = await priceCart(world.db, {
    userId: CUSTOMER_ID,
    orderType: 'Take Out',
    now: new Date(),
  });
  return priced.lines.find((line) => line.dishId === dishId)?.outOfStock;
}

it("a cook marks a dish sold out at their outlet alone, and back, and the other outlet's menu and cart never change", async () => {
  expect(
    (await stock(jamal, 'dishes', dishId, { inStock: false, outletId: sunnyIsle })).answer,
  ).toEqual({ error: 'false', errorMessage: '', dishId, inStock: false });
  expect(await dishOut(sunnyIsle)).toBe(1);
  expect(await dishOut(christiansted)).toBe(0);
  expect(await cartSaysOut(sunnyIsle)).toBe(true);
  expect(await cartSaysOut(christiansted)).toBe(false);

  await stock(jamal, 'dishes', dishId, { inStock: true, outletId: sunnyIsle });
  expect(await dishOut(sunnyIsle)).toBe(0);
  expect(await cartSaysOut(sunnyIsle)).toBe(false);
});

it("refuses a cook another outlet's stock, and the whole restaurant's", async () => {
  // an outlet of their restaurant they do not serve reads as no such dish there
  expect(
    (await stock(jamal, 'dishes', dishId, { inStock: false, outletId: christiansted })).answer,
  ).toEqual({ error: 'true', errorMessage: 'Dish not found.' });
  // an outlet of another restaurant, the same
  const [elsewhere] = await world.db.query<{ id: number }>(
    `SELECT o.id FROM outlets o JOIN restaurants r ON r.id = o.restaurant_id
      WHERE r.name <> 'Cruzan Grill' ORDER BY o.id LIMIT 1`,
  );
  expect(
    (await stock(jamal, 'dishes', dishId, { inStock: false, outletId: elsewhere!.id })).answer,
  ).toEqual({ error: 'true', errorMessage: 'Dish not found.' });
  // every outlet at once, with no outlet named
  expect((await stock(jamal, 'dishes', dishId, { inStock: false })).answer).toEqual({
    error: 'true',
    errorMessage: ON_OTHER_OUTLETS,
  });
  expect(await dishOut(sunnyIsle)).toBe(0);
  expect(await dishOut(christiansted)).toBe(0);
});

it('back at one outlet after out everywhere leaves the others out', async () => {
  const machine = async (body: object) =>
    (
      await world.server.post(`staff/dishes/${dishId}/stock`, body, {
        'x-staff-key': STAFF_KEY,
      })
    ).json();
  expect(await machine({ inStock: false })).toMatchObject({ error: 'false' });
  expect([await dishOut(sunnyIsle), await dishOut(christiansted)]).toEqual([1, 1]);

  await stock(jamal, 'dishes', dishId, { inStock: true, outletId: sunnyIsle });
  expect([await dishOut(sunnyIsle), await dishOut(christiansted)]).toEqual([0, 1]);

  // and back everywhere clears every outlet's mark
  await stock(jamal, 'dishes', dishId, { inStock: false, outletId: sunnyIsle });
  expect(await machine({ inStock: true })).toMatchObject({ error: 'false' });
  expect([await dishOut(sunnyIsle), await dishOut(christiansted)]).toEqual([0, 0]);
});

it('marks an add-on sold out at one outlet', async () => {
  expect(
    (await stock(jamal, 'add-ons', addOnId, { inStock: false, outletId: sunnyIsle })).answer,
  ).toEqual({ error: 'false', errorMessage: '', addOnId, inStock: false });
  expect(await addOnOut(sunnyIsle)).toBe(1);
  expect(await addOnOut(christiansted)).toBe(0);
  await stock(jamal, 'add-ons', addOnId, { inStock: true, outletId: sunnyIsle });
  expect(await addOnOut(sunnyIsle)).toBe(0);
});
