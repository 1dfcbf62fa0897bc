import { CART_MESSAGES } from '../src/cart/check-dish';
import { ORDER_NOT_FOUND } from '../src/orders/advance-order';
import { NOTHING_TO_REORDER, REORDERED } from '../src/orders/order-messages';
import { PAYMENT_NOT_SETUP } from '../src/payments/outlet-payment';
import { addMenuFixture, type MenuFixture } from './helpers/menu-fixture';
import {
  CUSTOMER_ID,
  openOrdersWorld,
  orderTheCart,
  type OrdersWorld,
} from './helpers/orders-fixtures';

// Reorder puts a past order's lines back in the cart at today's prices, through the cart's own
// checks: what the menu no longer offers is left out and named, and a refusal writes nothing.

jest.setTimeout(60_000);

let world: OrdersWorld;
let menu: MenuFixture;

type Answer = {
  error: string;
  errorMessage: string;
  message?: string;
  outletId?: number;
  unavailable?: string[];
  otherOutlet?: string;
};
type CartLine = { dishId: number; dishName: string; dishQuantity: number; dishPrice: string };
type CartAnswer = { error: string; dishes: { dishes: CartLine[] } };

const add = (dishes: object[], outletId = menu.outletId) =>
  world.post('addToCart', {
    order_type: 'Take Out',
    outletId,
    dishes: JSON.stringify(dishes.map((dish) => ({ spl_instruction: '', ...dish }))),
  });
const viewCart = () => world.post<CartAnswer>('viewCart', { order_type: 'Take Out' });
const reorder = (orderId: number, extra: object = {}, token?: string | null) =>
  world.post<Answer>('reorder', { orderId, order_type: 'Take Out', ...extra }, token);

const cartRows = () =>
  world.db.query<{ dishId: number; quantity: number; itemIds: number[]; note: string }>(
    `SELECT l.dish_id AS "dishId", l.quantity, l.customisation_item_ids AS "itemIds",
            l.spl_instruction AS note
       FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = $1 ORDER BY l.id`,
    [CUSTOMER_ID],
  );

/** The demo customer orders a Large burger with cheese (x2, with a note) and a soda. */
async function pastOrder(): Promise<number> {
  await world.post('clearCart', {});
  const { burger, soda } = menu.dishes;
  const { large, cheese } = menu.items;
  expect(
    await add([
      { dishId: burger, quantity: 2, customisation: [large, cheese], spl_instruction: 'no onion' },
      { dishId: soda, quantity: 1, customisation: [] },
    ]),
  ).toMatchObject({ error: 'false' });
  return orderTheCart(world, menu.outletId);
}

beforeAll(async () => {
  world = await openOrdersWorld();
  menu = await addMenuFixture(world.db);
});
afterAll(() => world?.close());

afterEach(async () => {
  await world.db.query('UPDATE dishes SET out_of_stock = false WHERE id = $1', [menu.dishes.soda]);
  await world.db.query('UPDATE dishes SET price_cents = 1250 WHERE id = $1', [menu.dishes.burger]);
  await world.db.query(
    `UPDATE outlets SET emergency_close = false, card_payments_enabled = true,
            wallet_payments_enabled = true WHERE id = $1`,
    [menu.outletId],
  );
});

it('puts the same lines, add-ons and notes back in the cart at today’s prices', async () => {
  const orderId = await pastOrder();
  await world.post('clearCart', {});
  await world.db.query('UPDATE dishes SET price_cents = 1400 WHERE id = $1', [menu.dishes.burger]);

  const answer = await reorder(orderId);
  expect(answer).toMatchObject({
    error: 'false',
    message: REORDERED,
    outletId: menu.outletId,
    unavailable: [],
  });
  expect(await cartRows()).toEqual([
    {
      dishId: menu.dishes.burger,
      quantity: 2,
      itemIds: [menu.items.cheese, menu.items.large].sort((a, b) => a - b),
      note: 'no onion',
    },
    { dishId: menu.dishes.soda, quantity: 1, itemIds: [], note: '' },
  ]);
  // $14.00 today + Large $3.00 + cheese $1.50, no longer the $12.50 it was ordered at
  const cart = await viewCart();
  expect(cart.dishes.dishes.map((line) => [line.dishName, line.dishPrice])).toEqual([
    ['Fixture Burger', '18.50'],
    ['Fixture Soda', '2.00'],
  ]);
});

it('leaves out and names a dish out of stock or removed, and refuses when nothing is left', async () => {
  const orderId = await pastOrder();
  await world.post('clearCart', {});
  await world.db.query('UPDATE dishes SET out_of_stock = true WHERE id = $1', [menu.dishes.soda]);
  expect(await reorder(orderId)).toMatchObject({
    error: 'false',
    unavailable: ['Fixture Soda'],
  });
  expect((await cartRows()).map((row) => row.dishId)).toEqual([menu.dishes.burger]);

  // an add-on gone from the menu names the line with its add-ons
  await world.post('clearCart', {});
  await world.db.query('UPDATE dishes SET out_of_stock = false WHERE id = $1', [menu.dishes.soda]);
  const [line] = await world.db.query<{ id: number }>(
    'UPDATE order_lines SET customisations = \'[{"id": 999999, "name": "Truffle", "priceCents": 900}]\'::jsonb WHERE order_id = $1 AND dish_id = $2 RETURNING id',
    [orderId, menu.dishes.burger],
  );
  expect(line).toBeDefined();
  expect(await reorder(orderId)).toMatchObject({
    error: 'false',
    unavailable: ['Fixture Burger (Truffle)'],
  });

  // nothing left at all: refused, the cart untouched
  await world.post('clearCart', {});
  await world.db.query('UPDATE dishes SET out_of_stock = true WHERE id = $1', [menu.dishes.soda]);
  expect(await reorder(orderId)).toMatchObject({
    error: 'true',
    errorMessage: NOTHING_TO_REORDER,
  });
  expect(await cartRows()).toEqual([]);

  // a dish deleted since (its line keeps the name, not the id)
  await world.db.query('UPDATE dishes SET out_of_stock = false WHERE id = $1', [menu.dishes.soda]);
  await world.db.query('UPDATE order_lines SET dish_id = NULL WHERE id = $1', [line!.id]);
  expect(await reorder(orderId)).toMatchObject({
    error: 'false',
    unavailable: ['Fixture Burger'],
  });
  expect((await cartRows()).map((row) => row.dishId)).toEqual([menu.dishes.soda]);
});

it("refuses someone else's order like an unknown one", async () => {
  const orderId = await pastOrder();
  await world.post('clearCart', {});
  const answer = await reorder(orderId, {}, world.otherToken);
  expect(answer).toMatchObject({ error: 'true', errorMessage: ORDER_NOT_FOUND });
  expect(await reorder(2147483000)).toMatchObject({ errorMessage: ORDER_NOT_FOUND });
  expect(await reorder(orderId, {}, null)).toMatchObject({ error: 'true' });
});

it('refuses a closed restaurant or one without payments and writes nothing', async () => {
  const orderId = await pastOrder();
  // the cart holds a line of the same outlet: a refusal leaves it exactly so
  await world.post('clearCart', {});
  await add([{ dishId: menu.dishes.soda, quantity: 1, customisation: [] }]);
  const before = await cartRows();

  await world.db.query('UPDATE outlets SET emergency_close = true WHERE id = $1', [menu.outletId]);
  expect(await reorder(orderId)).toMatchObject({
    error: 'true',
    errorMessage: CART_MESSAGES.restaurantUnavailable,
  });
  expect(await cartRows()).toEqual(before);

  await world.db.query(
    `UPDATE outlets SET emergency_close = false, card_payments_enabled = false,
            wallet_payments_enabled = false WHERE id = $1`,
    [menu.outletId],
  );
  expect(await reorder(orderId)).toMatchObject({
    error: 'true',
    errorMessage: PAYMENT_NOT_SETUP,
  });
  expect(await cartRows()).toEqual(before);
});

it("asks before replacing another restaurant's cart, and replaces it in one step", async () => {
  const orderId = await pastOrder();
  await world.post('clearCart', {});
  await add([{ dishId: menu.dishes.pate, quantity: 1, customisation: [] }], menu.otherOutletId);
  const before = await cartRows();

  expect(await reorder(orderId)).toMatchObject({
    error: 'true',
    errorMessage: CART_MESSAGES.otherOutlet,
    otherOutlet: 'true',
  });
  expect(await cartRows()).toEqual(before);

  expect(await reorder(orderId, { replaceCart: true })).toMatchObject({ error: 'false' });
  expect((await cartRows()).map((row) => row.dishId)).toEqual([
    menu.dishes.burger,
    menu.dishes.soda,
  ]);
});

it('adds to a cart of the same restaurant, within the dish limits', async () => {
  const orderId = await pastOrder();
  await world.post('clearCart', {});
  // the soda is limited to 2 an order: one more in the cart is fine, two more is not
  await add([{ dishId: menu.dishes.soda, quantity: 1, customisation: [] }]);
  expect(await reorder(orderId)).toMatchObject({ error: 'false' });
  const soda = (await cartRows()).find((row) => row.dishId === menu.dishes.soda);
  expect(soda?.quantity).toBe(2);

  const before = await cartRows();
  const answer = await reorder(orderId);
  expect(answer.error).toBe('true');
  expect(answer.errorMessage).toMatch(/Fixture Soda/);
  expect(await cartRows()).toEqual(before);
});
