import { roadMiles } from '../src/cart/delivery-fee';
import { priceCart } from '../src/cart/price-cart';
import type { Db } from '../src/db/db';
import { openSeededDb } from './helpers/test-db';
import { startTestServer, type TestServer } from './helpers/test-server';
import {
  addMenuFixture,
  EVENING,
  MORNING,
  newCustomer,
  type MenuFixture,
} from './helpers/menu-fixture';

// Seeding PGlite beside many parallel suites can take longer than jest's 5 s default.
jest.setTimeout(60_000);

let db: Db;
let server: TestServer;
let fx: MenuFixture;
let clock = MORNING;

beforeAll(async () => {
  db = await openSeededDb();
  fx = await addMenuFixture(db);
  server = await startTestServer({ db, now: () => clock });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});
beforeEach(() => {
  clock = MORNING;
});

// Answers are JSON read loosely; the assertions themselves pin their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;
type Auth = Record<string, string>;

const call = async (path: string, body: unknown, auth?: Auth): Promise<Body> => {
  const res = await server.post(path, body, auth);
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as Body;
};

const add = (
  auth: Auth,
  dishes: object[],
  extra: Body = {},
  outletId = fx.outletId,
): Promise<Body> =>
  call(
    'addToCart',
    {
      order_type: 'Take Out',
      spl_instruction: '',
      outletId,
      udId: 'DEVICE',
      uuId: 'DEVICE',
      os: 'web',
      dishes: JSON.stringify(dishes.map((d) => ({ quantity: 1, customisation: [], ...d }))),
      ...extra,
    },
    auth,
  );

const view = (auth: Auth, extra: Body = {}) =>
  call(
    'viewCart',
    {
      udId: 'DEVICE',
      order_type: 'Take Out',
      donation: 'no',
      tipAmount: 0,
      donationAmount: '0.10',
      order_distance: '0.0',
      ...extra,
    },
    auth,
  );

describe('cart calls need a signed-in customer', () => {
  it.each(['cartCount', 'viewCart', 'clearCart', 'addToCart', 'updateCart'])(
    '%s answers Unauthenticated. without or with a bad token',
    async (path) => {
      const body = { cartId: 1, quantity: 1, order_type: 'Take Out', outletId: 1, dishes: '[]' };
      for (const headers of [undefined, { authorization: 'Bearer nope' }]) {
        const res = await server.post(path, body, headers);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ error: 'true', errorMessage: 'Unauthenticated.' });
      }
    },
  );
});

describe('adding and viewing', () => {
  it('answers the empty-cart message for an empty cart', async () => {
    const { auth } = await newCustomer(db);
    expect(await view(auth)).toEqual({
      error: 'true',
      errorMessage: 'Your Cart is Empty,Add Something from the Menu',
    });
    expect(await call('cartCount', { udId: 'X' }, auth)).toMatchObject({
      error: 'false',
      count: 0,
      FavouriteCount: 0,
    });
  });

  it('prices single and multiple add-ons to the cent, ignoring prices in the payload', async () => {
    const { auth } = await newCustomer(db);
    const added = await add(auth, [
      {
        dishId: fx.dishes.burger,
        quantity: 2,
        customisation: [fx.items.large, fx.items.cheese, fx.items.bacon],
        spl_instruction: 'No onions',
        price: '0.01',
        dishPrice: 0.01,
        dishTotal: '0.02',
      },
      { dishId: fx.dishes.soda, quantity: 1, price: 0 },
    ]);
    expect(added).toMatchObject({ error: 'false', message: 'Cart item is added successfully!' });

    const cart = await view(auth, { tipAmount: '5.00', netAmount: '1.00', subTotalAmount: '1' });
    expect(cart.error).toBe('false');
    const [burger, soda] = cart.dishes.dishes;
    expect(burger).toMatchObject({
      dishId: fx.dishes.burger,
      dishName: 'Fixture Burger',
      dishPrice: '19.00', // 12.50 + 3.00 + 1.50 + 2.00
      dishQuantity: 2,
      dishTotal: '38.00',
      spl_instruction: 'No onions',
      customisation: [fx.items.large, fx.items.cheese, fx.items.bacon].sort((a, b) => a - b),
      stock_status: 0,
    });
    expect(burger.dishCustomisation.map((g: Body) => g.customizableName)).toEqual([
      'Size',
      'Extras',
    ]);
    expect(burger.dishCustomisation[1].customizableDishItems).toEqual([
      expect.objectContaining({ elementName: 'Extra Cheese', Price: '1.50', isSelected: 1 }),
      expect.objectContaining({ elementName: 'Bacon', Price: '2.00', isSelected: 1 }),
    ]);
    expect(soda).toMatchObject({ dishPrice: '2.00', dishQuantity: 1, dishTotal: '2.00' });
    expect(cart.dishes.outletDetails).toEqual({
      outletId: fx.outletId,
      outletName: 'Fixture Grill Christiansted',
    });
    expect(cart.dishes.billTotals).toEqual([
      { displayKey: 'Sub Total', displayValue: '$40.00', netAmount: '40.00' },
      { displayKey: 'Tip', displayValue: '$5.00', netAmount: '5.00' },
      { displayKey: 'Net Amount', displayValue: '$45.00', netAmount: '45.00' },
    ]);
    expect(cart).toMatchObject({
      subTotalAmount: '40.00',
      tipAmount: '5.00',
      delivery_fee: '0.00',
      gas_surcharge: '0.00',
      couponSavingAmount: '0.00',
      blessings_discount: '0.00',
      after_discount_subtotal: '40.00',
      netAmount: '45.00',
      order_distance: '0.0',
      couponName: '',
      payment_method_enable: 1,
    });
    expect(cart.dishes).toMatchObject({ isTwoMany: 0, toMany: { shortDes: '' } });
    expect((await call('cartCount', { udId: 'X' }, auth)).count).toBe(3);
  });

  it('raises the quantity of an identical line instead of adding one', async () => {
    const { auth } = await newCustomer(db);
    const burger = { dishId: fx.dishes.burger, spl_instruction: 'Well done' };
    await add(auth, [{ ...burger, customisation: [fx.items.large, fx.items.cheese] }]);
    await add(auth, [{ ...burger, quantity: 2, customisation: [fx.items.cheese, fx.items.large] }]);
    let lines = (await view(auth)).dishes.dishes;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ dishQuantity: 3, dishTotal: '51.00' }); // (12.50 + 3.00 + 1.50) * 3
    // another note or another add-on set is another line
    await add(auth, [
      { ...burger, spl_instruction: 'Rare', customisation: [fx.items.large, fx.items.cheese] },
    ]);
    await add(auth, [{ ...burger, customisation: [fx.items.regular] }]);
    lines = (await view(auth)).dishes.dishes;
    expect(lines.map((l: Body) => l.dishQuantity)).toEqual([3, 1, 1]);
  });

  it('prices Delivery by distance, with the gas surcharge, Net Amount last', async () => {
    const { auth, userId } = await newCustomer(db);
    await db.query('UPDATE outlets SET gas_surcharge_cents = 75 WHERE id = $1', [fx.outletId]);
    const [address] = await db.query<{ id: number }>(
      `INSERT INTO addresses (user_id, type, location, landmark, latitude, longitude, located_at)
       VALUES ($1, 'Home', 'Frederiksted', 'Pier', 17.7125, -64.8815, 'st_croix') RETURNING id`,
      [userId],
    );
    try {
      await add(auth, [{ dishId: fx.dishes.soda, quantity: 2 }]);
      const cart = await view(auth, { order_type: 'Delivery', addressId: address!.id });
      const miles = roadMiles(
        { latitude: 17.7466, longitude: -64.7032 },
        { latitude: 17.7125, longitude: -64.8815 },
      );
      const fee = 500 + Math.round(50 * miles);
      expect(cart.order_distance).toBe(miles.toFixed(1));
      expect(cart.delivery_fee).toBe((fee / 100).toFixed(2));
      expect(cart.dishes.billTotals.map((b: Body) => b.displayKey)).toEqual([
        'Sub Total',
        'Delivery Fee',
        'Gas Surcharge',
        'Net Amount',
      ]);
      expect(cart.netAmount).toBe(((400 + fee + 75) / 100).toFixed(2));
      expect(cart.dishes.billTotals.at(-1).netAmount).toBe(cart.netAmount);
      // Pick UP has no drive, so no delivery fee and no gas surcharge
      const pickUp = await view(auth, { order_type: 'Take Out' });
      expect(pickUp).toMatchObject({
        delivery_fee: '0.00',
        gas_surcharge: '0.00',
        netAmount: '4.00',
      });
      // someone else's address is not measured to: flat fee only
      const other = await newCustomer(db);
      await add(other.auth, [{ dishId: fx.dishes.soda }]);
      const theirs = await view(other.auth, { order_type: 'Delivery', addressId: address!.id });
      expect(theirs).toMatchObject({ delivery_fee: '5.00', order_distance: '0.0' });
    } finally {
      await db.query('UPDATE outlets SET gas_surcharge_cents = 0 WHERE id = $1', [fx.outletId]);
    }
  });

  it('refuses an add or an update past a dish limit, naming the dish and the limit', async () => {
    const { auth } = await newCustomer(db);
    expect(await add(auth, [{ dishId: fx.dishes.soda, quantity: 3 }])).toEqual({
      error: 'true',
      errorMessage: 'Fixture Soda is limited to 2 per order.',
    });
    await add(auth, [{ dishId: fx.dishes.soda, quantity: 2 }]);
    // another line of the same dish (a note of its own) counts too
    expect(
      await add(auth, [{ dishId: fx.dishes.soda, quantity: 1 }], { spl_instruction: 'ice' }),
    ).toEqual({
      error: 'true',
      errorMessage: 'Fixture Soda is limited to 2 per order. Your cart already has 2.',
    });
    const cart = await view(auth);
    expect(cart.dishes.dishes).toHaveLength(1);
    expect(cart.dishes.isTwoMany).toBe(0);
    const cartId = cart.dishes.dishes[0].cartId;
    expect(await call('updateCart', { cartId, quantity: 3 }, auth)).toEqual({
      error: 'true',
      errorMessage: 'Fixture Soda is limited to 2 per order.',
    });
    expect(await call('updateCart', { cartId, quantity: 1 }, auth)).toMatchObject({
      error: 'false',
    });
  });

  it('warns, naming the dish and its limit once, when a lowered limit leaves a dish above it', async () => {
    const { auth } = await newCustomer(db);
    await add(auth, [{ dishId: fx.dishes.soda, quantity: 2 }]);
    expect((await view(auth)).dishes.isTwoMany).toBe(0);
    await db.query('UPDATE dishes SET max_per_order = 1 WHERE id = $1', [fx.dishes.soda]);
    try {
      const cart = await view(auth);
      expect(cart.dishes.isTwoMany).toBe(1);
      expect(cart.dishes.toMany.shortDes).toBe('Fixture Soda is limited to 1 per order.');
    } finally {
      await db.query('UPDATE dishes SET max_per_order = 2 WHERE id = $1', [fx.dishes.soda]);
    }
  });
});

describe('refusals change nothing', () => {
  let auth: Auth;
  let before: Body;

  beforeAll(async () => {
    auth = (await newCustomer(db)).auth;
    await add(auth, [{ dishId: fx.dishes.burger, customisation: [fx.items.regular] }]);
  });
  beforeEach(async () => {
    before = await view(auth);
  });
  afterEach(async () => {
    expect(await view(auth)).toEqual(before);
  });

  it.each<[string, () => Promise<Body>, string]>([
    [
      'another outlet',
      () => add(auth, [{ dishId: fx.dishes.pate }], {}, fx.otherOutletId),
      'Your cart has items from another restaurant. Clear your cart to add items from this one.',
    ],
    ['an out-of-stock dish', () => add(auth, [{ dishId: fx.dishes.lobster }]), 'Out of Stock'],
    [
      'an out-of-stock add-on',
      () => add(auth, [{ dishId: fx.dishes.burger, customisation: [fx.items.avocado] }]),
      'Avocado is Out of Stock',
    ],
    [
      'two choices in a single group',
      () =>
        add(auth, [
          { dishId: fx.dishes.burger, customisation: [fx.items.regular, fx.items.large] },
        ]),
      'Please choose only one Size.',
    ],
    [
      'a customizable dish without add-ons',
      () => add(auth, [{ dishId: fx.dishes.burger }]),
      'Please select at least one item.',
    ],
    [
      "another dish's add-on",
      () => add(auth, [{ dishId: fx.dishes.soda, customisation: [fx.items.cheese] }]),
      'That add-on is not offered with Fixture Soda.',
    ],
    [
      'a dish of another restaurant',
      () => add(auth, [{ dishId: fx.dishes.pate }]),
      'Dish not found.',
    ],
    [
      'a closed outlet',
      () => add(auth, [{ dishId: fx.dishes.soda }], {}, fx.closedOutletId),
      'Restaurant is not available at this moment',
    ],
    [
      'an outlet of the other island',
      () => add(auth, [{ dishId: fx.dishes.soda }], {}, fx.thomasOutletId),
      'Restaurant not found.',
    ],
    [
      'a valid dish with a refused one',
      () => add(auth, [{ dishId: fx.dishes.soda }, { dishId: fx.dishes.lobster }]),
      'Out of Stock',
    ],
    [
      "another customer's line",
      async () => {
        const other = await newCustomer(db);
        return call(
          'updateCart',
          { cartId: before.dishes.dishes[0].cartId, quantity: 0 },
          other.auth,
        );
      },
      'Cart item not found.',
    ],
    [
      'an update to an out-of-stock add-on',
      () =>
        call(
          'updateCart',
          {
            cartId: before.dishes.dishes[0].cartId,
            quantity: 1,
            customisationId: JSON.stringify([fx.items.avocado, fx.items.regular]),
          },
          auth,
        ),
      'Avocado is Out of Stock',
    ],
  ])('refuses %s', async (_name, attempt, message) => {
    expect(await attempt()).toEqual({ error: 'true', errorMessage: message });
  });

  it('refuses a dish outside its serving window with its hours', async () => {
    clock = EVENING;
    expect(await add(auth, [{ dishId: fx.dishes.breakfast }])).toEqual({
      error: 'true',
      errorMessage: 'Dish is available from 6:00 AM to 10:30 AM',
    });
  });

  it('refuses an order type the outlet does not offer', async () => {
    await db.query(`UPDATE outlets SET type = 'Take Out' WHERE id = $1`, [fx.outletId]);
    try {
      expect(
        await add(auth, [{ dishId: fx.dishes.soda }], { order_type: 'Delivery' }),
      ).toMatchObject({ errorMessage: 'Restaurant is not available at this moment' });
    } finally {
      await db.query(`UPDATE outlets SET type = 'Both' WHERE id = $1`, [fx.outletId]);
    }
  });

  it.each<[string, unknown]>([
    ['dishes that are not JSON', { dishes: '[{' }],
    ['an empty dish list', { dishes: '[]' }],
    ['a dish without an id', { dishes: '[{"quantity":1}]' }],
    ['a zero quantity', { dishes: `[{"dishId":1,"quantity":0}]` }],
    ['a huge quantity', { dishes: `[{"dishId":1,"quantity":1e9}]` }],
    ['a fractional quantity', { dishes: `[{"dishId":1,"quantity":1.5}]` }],
    ['add-ons that are not ids', { dishes: `[{"dishId":1,"quantity":1,"customisation":"x"}]` }],
    ['a huge dish id', { dishes: `[{"dishId":99999999999,"quantity":1}]` }],
    ['a note too long', { spl_instruction: 'x'.repeat(101) }],
    ['an unknown order type', { order_type: 'Drone' }],
    ['an outlet id that is text', { outletId: 'abc' }],
    ['a null dishes', { dishes: null }],
  ])('refuses %s without a 5xx', async (_name, patch) => {
    const body = {
      order_type: 'Take Out',
      outletId: fx.outletId,
      dishes: JSON.stringify([{ dishId: fx.dishes.soda, quantity: 1 }]),
      ...(patch as object),
    };
    const answer = await call('addToCart', body, auth);
    expect(answer.error).toBe('true');
    expect(answer.errorMessage).toEqual(expect.any(String));
  });

  it.each<[string, unknown]>([
    ['a text body', 'hello'],
    ['an array body', [1, 2]],
    ['a negative quantity', { cartId: 1, quantity: -1 }],
    ['a text cartId', { cartId: 'abc', quantity: 1 }],
    ['bad customisation JSON', { cartId: 1, quantity: 1, customisationId: '[x' }],
  ])('updateCart refuses %s without a 5xx', async (_name, body) => {
    const res = await server.post('updateCart', body, auth);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).error).toBe('true');
  });

  it('viewCart refuses a tip that is not an amount', async () => {
    expect((await view(auth, { tipAmount: '-5' })).error).toBe('true');
    expect((await view(auth, { tipAmount: 'lots' })).error).toBe('true');
  });
});

describe('updateCart and clearCart', () => {
  it('changes quantity, note and add-ons, merges twins, and deletes at 0', async () => {
    const { auth } = await newCustomer(db);
    await add(auth, [{ dishId: fx.dishes.burger, customisation: [fx.items.regular] }]);
    await add(auth, [{ dishId: fx.dishes.burger, customisation: [fx.items.large] }]);
    const [first, second] = (await view(auth)).dishes.dishes;

    expect(
      await call(
        'updateCart',
        {
          cartId: first.cartId,
          quantity: 4,
          spl_instruction: 'Cut in half',
          udId: 'D',
          os: 'web',
          outletId: fx.outletId,
          customisationId: JSON.stringify([fx.items.regular]),
        },
        auth,
      ),
    ).toMatchObject({ error: 'false', message: 'Cart item is updated successfully!' });
    let lines = (await view(auth)).dishes.dishes;
    expect(lines[0]).toMatchObject({
      dishQuantity: 4,
      spl_instruction: 'Cut in half',
      dishTotal: '50.00',
    });

    // editing the second line into the first one's twin merges them
    await call(
      'updateCart',
      {
        cartId: second.cartId,
        quantity: 1,
        spl_instruction: 'Cut in half',
        customisationId: JSON.stringify([fx.items.regular]),
      },
      auth,
    );
    lines = (await view(auth)).dishes.dishes;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ cartId: first.cartId, dishQuantity: 5 });

    await call('updateCart', { cartId: first.cartId, quantity: 0, customisationId: '[]' }, auth);
    expect((await view(auth)).errorMessage).toBe('Your Cart is Empty,Add Something from the Menu');
    // an empty cart may take another outlet's dishes
    expect((await add(auth, [{ dishId: fx.dishes.pate }], {}, fx.otherOutletId)).error).toBe(
      'false',
    );
    expect(await call('clearCart', { udId: 'D' }, auth)).toMatchObject({ error: 'false' });
    expect((await call('cartCount', {}, auth)).count).toBe(0);
  });
});

describe('priceCart (the orders contract)', () => {
  it('reports out-of-stock lines and whether the outlet takes the order', async () => {
    const { auth, userId } = await newCustomer(db);
    await add(auth, [
      { dishId: fx.dishes.burger, quantity: 2, customisation: [fx.items.large, fx.items.bacon] },
    ]);
    await db.query('UPDATE customisation_items SET out_of_stock = true WHERE id = $1', [
      fx.items.bacon,
    ]);
    try {
      const priced = await priceCart(db, {
        userId,
        orderType: 'Take Out',
        now: MORNING,
        tipCents: 150,
      });
      expect(priced).toMatchObject({
        outletId: fx.outletId,
        subtotalCents: 3100, // (12.50 + 3.00) * 2: the out-of-stock bacon adds nothing
        tipCents: 150,
        netCents: 3250,
        tooMany: null,
        outletAvailable: true,
      });
      expect(priced.lines[0]).toMatchObject({
        unitCents: 1550,
        totalCents: 3100,
        outOfStock: true,
      });
      expect((await view(auth)).dishes.dishes[0].stock_status).toBe(1);
      await db.query('UPDATE outlets SET emergency_close = true WHERE id = $1', [fx.outletId]);
      expect(
        (await priceCart(db, { userId, orderType: 'Take Out', now: MORNING })).outletAvailable,
      ).toBe(false);
    } finally {
      await db.query('UPDATE customisation_items SET out_of_stock = false WHERE id = $1', [
        fx.items.bacon,
      ]);
      await db.query('UPDATE outlets SET emergency_close = false WHERE id = $1', [fx.outletId]);
    }
  });
});
