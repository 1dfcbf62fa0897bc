import { dbFingerprint } from './helpers/db-fingerprint';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  DEMO_CARD_TOKEN,
  fillCart,
  openOrdersWorld,
  OTHER_USER_ID,
} from './helpers/orders-fixtures';

/**
 * Issue 3.8: every object read or written is scoped to the token's user. User B (the seeded
 * second user) names user A's (the demo customer's) cart lines, addresses, card, orders and
 * provider orders in every call that takes an id. Each call is refused or leaks nothing, and
 * the database is exactly as it was: neither A's objects nor B's change.
 */
type Answer = Record<string, unknown>;

/** Seeded: A's picked-up Delivery order, not yet rated or tipped, so A could rate and tip it. */
const A_ORDER = 2;

let world: OrdersWorld;
let outletId: number;
/** A's objects */
let aLines: number[];
let aAddressId: number;
let aWalletOrderId: string;
/** B's own objects, so a refusal is about whose id it is, not about B lacking one */
let bLines: number[];
let bCardToken: string;
let bAddressId: number;

const asB = {
  post: (path: string, body: unknown) => world.post<Answer>(path, body, world.otherToken),
  get: (path: string) => world.get<Answer>(path, world.otherToken),
};

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
  aLines = await fillCart(world.db, CUSTOMER_ID, outletId);
  const [address] = await world.db.query<{ id: number }>(
    'SELECT id FROM addresses WHERE user_id = $1 ORDER BY id LIMIT 1',
    [CUSTOMER_ID],
  );
  aAddressId = address!.id;
  const config = await world.post<{ payPalToken: { id: string } }>('checkPaymentConfig', {
    located_at: 'st_croix',
    paymentType: 11,
    method: 'paypal',
    outletId,
    os: 'web',
  });
  aWalletOrderId = config.payPalToken.id;

  bLines = await fillCart(world.db, OTHER_USER_ID, outletId, 'Delivery');
  const added = await asB.post('addCard', {
    located_at: 'st_croix',
    card_number: '4242424242424242',
    expiration_month: '12',
    expiration_year: String(new Date().getUTCFullYear() + 2),
    card_type: 1,
    cvv: '123',
    zip_code: '00820',
    type: 'User B',
    outletId,
  });
  expect(added).toMatchObject({ error: 'false' });
  const cards = (await asB.get('getCard')) as { getCardList: { AccountToken: string }[] };
  bCardToken = cards.getCardList[0]!.AccountToken;
  const ownAddress = await asB.post('addAddress', {
    located_at: 'st_croix',
    location: 'Christiansted, St Croix',
    landMark: 'Near the fort',
    type: 'Home',
    latitude: 17.7466,
    longitude: -64.7032,
    zipcode: '00820',
  });
  bAddressId = ownAddress.addressId as number;
});
afterAll(() => world?.close());

/** The refusal a call answers for an id that is not the caller's. */
const refused = (errorMessage: string) => ({ error: 'true', errorMessage });

const tip = (extra: Answer = {}) => ({
  located_at: 'st_croix',
  os: 'web',
  orderId: A_ORDER,
  outletId,
  tipAmount: '2.00',
  ...extra,
});

const ids = (list: unknown, key: string) =>
  ((list ?? []) as Record<string, unknown>[]).map((item) => item[key]);

describe("user B naming user A's objects", () => {
  it.each<[string, () => Promise<Answer>, (answer: Answer) => void]>([
    [
      "updateCart: A's cart line",
      () => asB.post('updateCart', { cartId: aLines[0], quantity: 5, outletId }),
      (a) => expect(a).toEqual(refused('Cart item not found.')),
    ],
    [
      "updateCart: deleting A's cart line",
      () => asB.post('updateCart', { cartId: aLines[1], quantity: 0, outletId }),
      (a) => expect(a).toEqual(refused('Cart item not found.')),
    ],
    [
      "updateCart: A's line with a new note and add-ons",
      () =>
        asB.post('updateCart', {
          cartId: aLines[0],
          quantity: 1,
          spl_instruction: 'mine now',
          customisationId: '[]',
        }),
      (a) => expect(a).toEqual(refused('Cart item not found.')),
    ],
    [
      "updateAddress: A's address",
      () =>
        asB.post('updateAddress', {
          located_at: 'st_croix',
          addressId: aAddressId,
          location: 'Frederiksted, St Croix',
          landMark: 'Pier',
          type: 'Work',
          latitude: 17.7125,
          longitude: -64.8815,
        }),
      (a) => expect(a).toEqual(refused('Address not found.')),
    ],
    [
      "destroyAddress: A's address",
      () => asB.post('destroyAddress', { located_at: 'st_croix', addressId: aAddressId }),
      (a) => expect(a).toEqual(refused('Address not found.')),
    ],
    [
      "deleteCard: A's card token",
      () => asB.post('deleteCard', { outletId, access_token: DEMO_CARD_TOKEN }),
      (a) => expect(a).toEqual(refused('Card not found.')),
    ],
    [
      "trackOrders: A's order",
      () => asB.post('trackOrders', { orderId: A_ORDER }),
      (a) => expect(a).toEqual(refused('Order not found.')),
    ],
    [
      "rating: A's order",
      () =>
        asB.post('rating', {
          located_at: 'st_croix',
          type: 'Delivery',
          orderId: A_ORDER,
          outletId,
          delivery_experience: 1,
          communication: 1,
          feedback: 'not my order',
          staffId: null,
        }),
      (a) => expect(a).toEqual(refused('Order not found.')),
    ],
    [
      "checkTipPaymentConfig: A's order",
      () => asB.post('checkTipPaymentConfig', tip()),
      (a) => expect(a).toEqual(refused('Order not found.')),
    ],
    [
      "tipPaymentConfirm: A's order, paid with B's own card",
      () => asB.post('tipPaymentConfirm', tip({ payment_method_enable: 1, token: bCardToken })),
      (a) => expect(a).toEqual(refused('Order not found.')),
    ],
    [
      "orderConfirm: A's cart lines, paid with B's own card",
      () => asB.post('orderConfirm', confirmPayload(outletId, aLines, { token: bCardToken })),
      (a) => expect(a).toEqual(refused('Your cart has changed. Please review your order.')),
    ],
    [
      "orderConfirm: B's lines mixed with one of A's",
      () =>
        asB.post(
          'orderConfirm',
          confirmPayload(outletId, [...bLines, ...aLines.slice(0, 1)], {
            token: bCardToken,
            order_type: 'Delivery',
            deliveryAddressId: bAddressId,
          }),
        ),
      (a) => expect(a).toEqual(refused('Your cart has changed. Please review your order.')),
    ],
    [
      "orderConfirm: B's cart paid with A's card",
      () =>
        asB.post(
          'orderConfirm',
          confirmPayload(outletId, bLines, {
            token: DEMO_CARD_TOKEN,
            order_type: 'Delivery',
            deliveryAddressId: bAddressId,
          }),
        ),
      (a) => expect(a).toEqual(refused('Please Select the Card')),
    ],
    [
      "orderConfirm: B's cart delivered to A's address",
      () =>
        asB.post(
          'orderConfirm',
          confirmPayload(outletId, bLines, {
            token: bCardToken,
            order_type: 'Delivery',
            deliveryAddressId: aAddressId,
          }),
        ),
      (a) => expect(a).toEqual(refused('Please select a delivery address.')),
    ],
    [
      "orderConfirm: B's cart paid with A's provider order",
      () =>
        asB.post(
          'orderConfirm',
          confirmPayload(outletId, bLines, {
            method: 'paypal',
            token: aWalletOrderId,
            pay_pal_order_id: aWalletOrderId,
            order_type: 'Delivery',
            deliveryAddressId: bAddressId,
          }),
        ),
      (a) => expect(a).toEqual(refused('Payment is failed!')),
    ],
    [
      "payPalCardRequest: paying A's provider order",
      () =>
        asB.post('payPalCardRequest', {
          located_at: 'st_croix',
          pay_pal_order_id: aWalletOrderId,
          number: '4242424242424242',
          name: 'User B',
          security_code: '123',
          expiry: `${new Date().getUTCFullYear() + 2}-12`,
          outletId,
          os: 'web',
        }),
      (a) => expect(a).toEqual(refused('Payment is failed!')),
    ],
    [
      "tipPaymentConfirm: A's order, paid with A's provider order",
      () =>
        asB.post(
          'tipPaymentConfirm',
          tip({ payment_method_enable: 2, pay_pal_order_id: aWalletOrderId }),
        ),
      (a) => expect(a).toEqual(refused('Order not found.')),
    ],
    [
      "listPastOrders: none of A's orders",
      () => asB.get('listPastOrders'),
      (a) => {
        expect(a.error).toBe('false');
        expect(ids(a.pastOrders, 'orderId')).not.toContain(A_ORDER);
        expect(a.pastOrders).toEqual([]);
      },
    ],
    [
      "getAddress: none of A's addresses",
      () => asB.get('getAddress?located_at=st_croix'),
      (a) => {
        expect(a.error).toBe('false');
        expect(ids(a.address, 'addressId')).toEqual([bAddressId]);
      },
    ],
    [
      "getCard: none of A's cards",
      () => asB.get(`getCard?outletId=${outletId}`),
      (a) => {
        expect(a.error).toBe('false');
        expect(ids(a.getCardList, 'AccountToken')).toEqual([bCardToken]);
      },
    ],
  ])('%s', async (_name, attempt, expectAnswer) => {
    const before = await dbFingerprint(world.db);
    expectAnswer(await attempt());
    expect(await dbFingerprint(world.db)).toEqual(before);
  });

  it("viewCart: A's address prices B's cart as if no address were given", async () => {
    const view = (addressId: number | null) =>
      asB.post('viewCart', {
        located_at: 'st_croix',
        order_type: 'Delivery',
        tipAmount: '0.00',
        addressId,
      });
    const withNone = await view(null);
    expect(withNone).toMatchObject({ error: 'false' });
    expect(await view(aAddressId)).toEqual(withNone);
    // B's own address is measured to, so the comparison above can tell the two apart
    expect(await view(bAddressId)).not.toEqual(withNone);
  });

  it("A's objects all still work for A afterwards", async () => {
    expect(await world.post('trackOrders', { orderId: A_ORDER })).toMatchObject({ error: 'false' });
    const cards = await world.get<Answer>('getCard');
    expect(ids(cards.getCardList, 'AccountToken')).toContain(DEMO_CARD_TOKEN);
    const addresses = await world.get<Answer>('getAddress?located_at=st_croix');
    expect(ids(addresses.address, 'addressId')).toContain(aAddressId);
    const cart = await world.post<{ dishes: { dishes: { cartId: number }[] } }>('viewCart', {
      located_at: 'st_croix',
      order_type: 'Take Out',
    });
    expect(cart.dishes.dishes.map((line) => line.cartId)).toEqual(aLines);
    expect(await world.post('checkTipPaymentConfig', tip())).toMatchObject({ error: 'false' });
  });
});
