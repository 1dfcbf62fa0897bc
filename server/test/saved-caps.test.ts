import { MAX_SAVED_ADDRESSES } from '../src/addresses/address-input';
import { ADDRESS_MESSAGES } from '../src/addresses/address-input';
import { CART_MESSAGES, MAX_CART_LINES } from '../src/cart/check-dish';
import type { Db } from '../src/db/db';
import { MAX_SAVED_CARDS, TOO_MANY_CARDS } from '../src/payments/saved-cards';
import { newCustomer } from './helpers/menu-fixture';
import { alwaysOpenOutlet, count, plainDish } from './helpers/orders-fixtures';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

/** Issue 33: what one customer may keep (cards, addresses, cart lines), over real HTTP. */
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

const post = async (path: string, body: unknown, headers: Record<string, string>) =>
  (await (await server.post(path, body, headers)).json()) as Record<string, unknown>;

it('keeps 10 cards, 20 addresses and 50 cart lines', () => {
  expect([MAX_SAVED_CARDS, MAX_SAVED_ADDRESSES, MAX_CART_LINES]).toEqual([10, 20, 50]);
});

it('refuses an 11th saved card, and saves nothing for it', async () => {
  const { userId, auth } = await newCustomer(db);
  const card = {
    card_number: '4242424242424242',
    expiration_month: '12',
    expiration_year: String(new Date().getFullYear() + 3),
    cvv: '123',
    zip_code: '00820',
  };
  const cards = () =>
    count(db, 'SELECT count(*) AS n FROM saved_cards WHERE user_id = $1', [userId]);
  // one by one: card tries are limited per customer (rate-limits.ts), successes given back
  for (let i = 0; i < 10; i++) {
    expect(await post('addCard', card, auth)).toMatchObject({ error: 'false' });
  }
  expect(await cards()).toBe(10);
  expect(await post('addCard', card, auth)).toEqual({
    error: 'true',
    errorMessage: TOO_MANY_CARDS,
  });
  expect(await cards()).toBe(10);
  expect(TOO_MANY_CARDS).toBe('You can save up to 10 cards. Please delete one to add another.');
});

it('refuses a 21st saved address, and saves nothing for it', async () => {
  const { userId, auth } = await newCustomer(db);
  const address = {
    location: '1 King Street, Christiansted',
    landMark: 'Near the boardwalk',
    type: 'Home',
    latitude: 17.7466,
    longitude: -64.7032,
    zipcode: '00820',
  };
  const addresses = () =>
    count(db, 'SELECT count(*) AS n FROM addresses WHERE user_id = $1', [userId]);
  // in parallel: the cap holds however the adds interleave
  await Promise.all(Array.from({ length: 23 }, () => post('addAddress', address, auth)));
  expect(await addresses()).toBe(20);
  expect(await post('addAddress', address, auth)).toEqual({
    error: 'true',
    errorMessage: ADDRESS_MESSAGES.tooMany,
  });
  expect(await addresses()).toBe(20);
  expect(ADDRESS_MESSAGES.tooMany).toBe(
    'You can save up to 20 addresses. Please delete one to add another.',
  );
});

it('refuses a 51st cart line, and writes none of a call that would pass 50', async () => {
  const { userId, auth } = await newCustomer(db);
  const outletId = await alwaysOpenOutlet(db);
  const dishId = await plainDish(db, outletId);
  const add = (notes: string[]) =>
    post(
      'addToCart',
      {
        order_type: 'Take Out',
        outletId,
        dishes: JSON.stringify(
          notes.map((note) => ({ dishId, quantity: 1, customisation: [], spl_instruction: note })),
        ),
      },
      auth,
    );
  const lines = () =>
    count(
      db,
      'SELECT count(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = $1',
      [userId],
    );
  const notes = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `line ${from + i}`);

  expect(await add(notes(0, 49))).toMatchObject({ error: 'false' });
  // two new lines would make 51: neither is written
  expect(await add(notes(49, 51))).toEqual({
    error: 'true',
    errorMessage: CART_MESSAGES.tooManyLines,
  });
  expect(await lines()).toBe(49);
  expect(await add(notes(49, 50))).toMatchObject({ error: 'false' });
  expect(await add(notes(50, 51))).toMatchObject({ errorMessage: CART_MESSAGES.tooManyLines });
  // more of a line already there is no new line
  expect(await add(notes(0, 1))).toMatchObject({ error: 'false' });
  expect(await lines()).toBe(50);
  expect(CART_MESSAGES.tooManyLines).toBe(
    'Your cart can hold up to 50 different items. Please remove one to add another.',
  );
});
