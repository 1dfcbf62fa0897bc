import type { RealAnswer } from './helpers/documented-answers';
import { documentedAnswers } from './helpers/documented-answers';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  DEMO_CARD_TOKEN,
  fillCart,
  openOrdersWorld,
  STAFF_KEY,
  type OrdersWorld,
} from './helpers/orders-fixtures';
import { DEMO } from './helpers/accounts-fixture';
import { DEMO_STAFF } from '../src/seed/demo-staff';

// Every route of the API once or more with real input: a slow file beside the others.
jest.setTimeout(120_000);

let world: OrdersWorld;
let outletId: number;
const answers: RealAnswer[] = [];

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls `route` (params filled in), keeps the real answer and returns its JSON, if JSON. */
async function call(
  method: 'GET' | 'POST',
  route: string,
  opts: { params?: Record<string, unknown>; query?: string; body?: unknown; headers?: object } = {},
): Promise<Json> {
  const path = route.replace(/:(\w+)/g, (_, name: string) => String(opts.params?.[name]));
  const response = await fetch(world.server.origin + path + (opts.query ?? ''), {
    method,
    redirect: 'manual',
    headers: {
      ...world.auth(),
      ...(opts.body !== undefined && { 'content-type': 'application/json' }),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const answer: RealAnswer = {
    method,
    route,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
  answers.push(answer);
  return answer.contentType.startsWith('application/json') ? JSON.parse(answer.body) : {};
}

const api = (path: string) => `/api/v1/${path}`;
const staff = { 'x-staff-key': STAFF_KEY };
const place = { latitude: 17.7465, longitude: -64.7032, timezone: 'America/St_Thomas' };
const newPhone = { mobileNumber: '3405550177', countryCode: '+1' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The public catalogue, sign-up and the account calls. */
async function browseAndSignUp() {
  await call('GET', '/images/:file', { params: { file: 'default-dish.svg' } });
  await call('GET', '/images/:kind/:file', { params: { kind: 'dishes', file: '1.svg' } });
  await call('GET', api('health'));
  await call('GET', api('ready'));
  await call('POST', api('vitals'), {
    body: { vitals: [{ name: 'LCP', value: 1200, route: '/' }] },
  });
  await call('GET', api('getloginSetting'));
  const list = await call('POST', api('listRestaurant'), { body: { ...place, type: 'Take Out' } });
  await call('GET', api('listCuisines'));
  await call('POST', api('searchRestaurants'), {
    body: { ...place, type: 'Take Out', restaurantName: 'a' },
  });
  await call('GET', api('getRating'), { query: `?outletId=${outletId}&page=1&size=10` });
  await call('POST', api('sendQuestion'), {
    body: { question: 'Do you deliver to Frederiksted?' },
  });
  await call('POST', api('toggleFavourite'), {
    body: { restaurantId: list.listRestaurants[0].restaurantId },
  });

  await call('POST', api('CheckAvailability'), { body: newPhone });
  const code = await call('GET', api('dev/otp/:phone'), { params: { phone: '3405550177' } });
  // a number that asked for no code yet: newPhone's cooldown still runs
  await call('POST', api('resendOtp'), {
    body: { mobileNumber: '3405550166', countryCode: '+1', type: 'signup' },
  });
  await call('POST', api('otpVerification'), {
    body: { ...newPhone, otpNumber: code.otp, udId: 'DEVICE-1', type: 'signup' },
  });
  const signedUp = await call('POST', api('userWithPasswordSignup'), {
    body: {
      ...newPhone,
      otpNumber: code.otp,
      udId: 'DEVICE-1',
      email: 'new@example.com',
      userName: 'New Customer',
      password: 'secret123',
    },
  });
  await call('POST', api('logout'), {
    headers: { authorization: `Bearer ${signedUp.token}` },
    body: {},
  });

  await call('POST', api('userPasswordLogin'), { body: { ...DEMO, udId: 'DEVICE-2' } });
  await call('POST', api('forgotPassword'), { body: DEMO });
  const reset = await call('GET', api('dev/otp/:phone'), { params: { phone: DEMO.mobileNumber } });
  await call('POST', api('otpVerification'), {
    body: { ...DEMO, otpNumber: reset.otp, udId: 'DEVICE-2', type: 'forgot' },
  });
  await call('POST', api('changePassword'), {
    body: { ...DEMO, otpNumber: reset.otp, password: 'islandeats', confirmPassword: 'islandeats' },
  });
}

async function profileAndAddresses() {
  const form = new FormData();
  form.append('userName', 'Demo Customer');
  form.append('located_at', 'st_croix');
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const upload = await fetch(`${world.server.origin}${api('updateProfile')}`, {
    method: 'POST',
    headers: world.auth(),
    body: form,
  });
  answers.push({
    method: 'POST',
    route: api('updateProfile'),
    status: upload.status,
    contentType: upload.headers.get('content-type') ?? '',
    body: await upload.text(),
  });
  const profile = await call('GET', api('getProfile'));
  const imageId = /user-image\/([0-9a-f]{32})/.exec(profile.usersDetails.image)?.[1];
  await call('GET', api('user-image/:id'), { params: { id: imageId } });

  await call('GET', api('getAddress'));
  const address = {
    location: 'Christiansted',
    houseFlatNo: '2',
    landMark: 'By the fort',
    type: 'Home',
    latitude: 17.7465,
    longitude: -64.7032,
    zipcode: '00820',
  };
  const added = await call('POST', api('addAddress'), { body: address });
  await call('POST', api('updateAddress'), {
    body: { ...address, addressId: added.addressId, landMark: 'Near the fort' },
  });
  await call('POST', api('destroyAddress'), { body: { addressId: added.addressId } });
}

/** Menu, cart, payment and the order; returns the placed order's id. */
async function orderADish(): Promise<number> {
  await call('GET', api('outlet-detail/:outletId'), { params: { outletId } });
  const menu = await call('GET', api('listMenu/:outletId'), { params: { outletId } });
  await call('POST', api('listDishes'), { body: { ...place, outletId } });
  const dish = menu.menu
    .flatMap((category: Json) => category.categoryValues)
    .find(
      (d: Json) =>
        d.stock_status === 0 && d.dishavailable === 1 && !d.maxPerOrder && !d.isCustomizable,
    );

  await call('POST', api('clearCart'), { body: {} });
  const line = { dishId: dish.dishId, quantity: 1, customisation: [], spl_instruction: '' };
  await call('POST', api('addToCart'), {
    body: { order_type: 'Take Out', outletId, dishes: JSON.stringify([line]) },
  });
  // as soon as possible (the outlet is open): the order below is not one for later
  await call('POST', api('scheduleCart'), {
    body: { order_type: 'Take Out', outletId, scheduled_for: null },
  });
  await call('POST', api('cartCount'), { body: {} });
  const cart = await call('POST', api('viewCart'), { body: { order_type: 'Take Out' } });
  const cartId = cart.dishes.dishes[0].cartId;
  await call('POST', api('updateCart'), { body: { cartId, quantity: 9 } });
  const [coupon] = await world.db.query<{ code: string }>('SELECT code FROM coupons LIMIT 1');
  await call('POST', api('addCoupon'), {
    body: { couponCode: coupon?.code, order_type: 'Take Out', outletId },
  });

  await call('POST', api('addCard'), {
    body: {
      card_number: '4111111111111111',
      expiration_month: '12',
      expiration_year: '2031',
      cvv: '123',
      zip_code: '00820',
      type: 'visa',
      outletId,
    },
  });
  const cards = await call('GET', api('getCard'), { query: `?outletId=${outletId}` });
  const added = cards.getCardList.find((c: Json) => c.AccountToken !== DEMO_CARD_TOKEN);
  await call('POST', api('deleteCard'), { body: { outletId, access_token: added.AccountToken } });

  await providerPages();
  const placed = await call('POST', api('orderConfirm'), {
    body: confirmPayload(outletId, [cartId]),
  });
  await call('GET', api('listPastOrders'));
  await call('POST', api('trackOrders'), { body: { orderId: placed.orderId } });
  return placed.orderId;
}

/** The wallet provider: its order, card request, and the sandbox approval pages. */
async function providerPages() {
  const config = () =>
    call('POST', api('checkPaymentConfig'), {
      body: { method: 'paypal', outletId, netAmount: '1.00', paymentType: 11 },
    });
  const approved = (await config()).payPalToken.id;
  await call('GET', api('sandbox-pay/approve/:id'), { params: { id: approved } });
  await call('GET', api('sandbox-pay/approve/:id/approve'), { params: { id: approved } });
  const cancelled = (await config()).payPalToken.id;
  await call('GET', api('sandbox-pay/approve/:id/cancel'), { params: { id: cancelled } });
  const carded = (await config()).payPalToken.id;
  await call('POST', api('payPalCardRequest'), {
    body: {
      pay_pal_order_id: carded,
      number: '4111111111111111',
      name: 'Demo Customer',
      security_code: '123',
      expiry: '2031-12',
      outletId,
    },
  });
}

/** Staff moves, rating and tip on the demo customer's orders. */
async function staffRatingAndTip(orderId: number) {
  // reject takes the order just placed, the customer cancels a second one; advance takes the
  // seed's confirmed one
  await call('POST', api('staff/orders/:id/reject'), { params: { id: orderId }, headers: staff });
  const second = await world.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, await fillCart(world.db, CUSTOMER_ID, outletId)),
  );
  await call('POST', api('cancelOrder'), { body: { orderId: second.orderId } });
  // and orders the first (a dish without add-ons) again, into a fresh cart
  await call('POST', api('reorder'), {
    body: { orderId, order_type: 'Take Out', replaceCart: true },
  });
  const [confirmed] = await world.db.query<{ id: number }>(
    "SELECT id FROM orders WHERE status = 'confirmed' LIMIT 1",
  );
  await call('POST', api('staff/orders/:id/advance'), {
    params: { id: confirmed?.id },
    headers: staff,
  });
  const [dish] = await world.db.query<{ id: number }>('SELECT id FROM dishes LIMIT 1');
  const [addOn] = await world.db.query<{ id: number }>(
    'SELECT id FROM customisation_items LIMIT 1',
  );
  for (const [route, id] of [
    ['staff/dishes/:id/stock', dish?.id],
    ['staff/add-ons/:id/stock', addOn?.id],
  ] as const) {
    await call('POST', api(route), { params: { id }, headers: staff, body: { inStock: true } });
  }
  await call('POST', api('staff/outlets/:id/availability'), {
    params: { id: outletId },
    headers: staff,
    body: { online: true },
  });

  const { pastOrders } = await world.get<Json>('listPastOrders');
  const unrated = pastOrders.find((o: Json) => o.isdelivered === 'true' && o.isRated === 0);
  await call('POST', api('rating'), {
    body: {
      type: unrated.order_type,
      orderId: unrated.orderId,
      outletId: unrated.orderDetails.outletId,
      orderRating: 5,
      delivery_experience: 5,
      communication: 5,
      feedback: 'Lovely',
      staffId: unrated.deliveryStaffId,
    },
  });
  // the seed's delivered Delivery order that offers a tip after the order (tips.test.ts)
  const tippable = pastOrders.find((o: Json) => o.orderId === 2);
  const tip = {
    orderId: tippable.orderId,
    outletId: tippable.orderDetails.outletId,
    tipAmount: '2.00',
  };
  await call('POST', api('checkTipPaymentConfig'), { body: tip });
  await call('POST', api('tipPaymentConfirm'), {
    body: { ...tip, payment_method_enable: 1, token: DEMO_CARD_TOKEN },
  });
}

/** The staff accounts' calls: the demo owner signs in, invites, a new member joins and goes. */
async function staffAccounts() {
  const owner = await call('POST', api('staff/login'), {
    headers: { authorization: '' },
    body: { countryCode: '+1', mobileNumber: DEMO_STAFF[0].mobileNumber, password: DEMO.password },
  });
  const asOwner = { authorization: `Bearer ${owner.accessToken}` };
  await call('GET', api('staff/me'), { headers: asOwner });
  await call('GET', api('staff/members'), { headers: asOwner });
  await call('GET', api('staff/board'), { headers: asOwner });
  const { invitation } = await call('POST', api('staff/invitations'), {
    headers: asOwner,
    body: { role: 'staff', outletIds: [owner.member.outlets[0].id] },
  });
  const joined = await call('POST', api('staff/invitations/accept'), {
    headers: { authorization: '' },
    body: {
      invitation,
      name: 'Openapi Cook',
      countryCode: '+1',
      mobileNumber: '3405550299',
      password: 'kitchen1',
    },
  });
  await call('POST', api('staff/logout'), {
    headers: { authorization: `Bearer ${joined.accessToken}` },
  });
  await call('POST', api('staff/members/:id/remove'), {
    params: { id: joined.member.id },
    headers: asOwner,
  });
}

test('every route answers what the OpenAPI document says, and the document is valid', async () => {
  await browseAndSignUp();
  await profileAndAddresses();
  await staffRatingAndTip(await orderADish());
  await staffAccounts();

  const { problems } = await documentedAnswers(
    await (await world.server.get('openapi.json')).json(),
  );
  const wrong = answers
    .map((answer) => ({ call: `${answer.method} ${answer.route} ${answer.status}`, answer }))
    .map(({ call, answer }) => ({
      call,
      problems: problems(answer),
      body: answer.body.slice(0, 300),
    }))
    .filter((check) => check.problems.length > 0);
  expect(wrong).toEqual([]);

  // The calls succeeded: a documented refusal would prove nothing about the answer's fields.
  const refused = answers
    .filter(
      (a) => a.contentType.startsWith('application/json') && JSON.parse(a.body).error !== 'false',
    )
    .map((a) => `${a.method} ${a.route}: ${a.body.slice(0, 200)}`);
  expect(refused).toEqual([]);

  const called = new Set(answers.map((a) => `${a.method} ${a.route}`));
  const registered = world.server.app.routeTable
    .filter((route) => route.url !== '/api/v1/openapi.json')
    .map((route) => `${route.method} ${route.url}`);
  expect(registered.filter((route) => !called.has(route))).toEqual([]);
});
