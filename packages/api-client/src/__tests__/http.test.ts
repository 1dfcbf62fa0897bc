import { ApiError } from '../api-error';
import { configureApi } from '../api-config';
import { addToCart, updateCart } from '../calls/cart';
import { orderConfirm, listPastOrders, type OrderConfirmPayload } from '../calls/orders';
import { getProfile, updateProfile } from '../calls/profile';
import { listMenu } from '../calls/menu';
import { listRestaurant } from '../calls/restaurants';
import { prefetch } from '../http';
import { getRating } from '../calls/ratings';
import { userPasswordLogin } from '../calls/auth';
import { clearSession, getSession, setSession } from '../session';
import { stored } from '../storage';
import { getUdId } from '../ud-id';
import { formField, startTestServer } from '../testing/test-server';
import { sessionUser } from './session-user';

const user = sessionUser();

let server: Awaited<ReturnType<typeof startTestServer>>;
const onSessionExpired = jest.fn();
const onLoggedOut = jest.fn();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  onSessionExpired.mockReset();
  onLoggedOut.mockReset();
  configureApi({
    apiBase: `${server.url}/api/v1/`,
    imageBase: `${server.url}/images`,
    onSessionExpired,
    onLoggedOut,
  });
  server.reply(() => ({ body: { error: 'false' } }));
});

const listPayload = {
  latitude: 17.7,
  longitude: -64.7,
  timezone: 'America/St_Thomas',
  type: 'Take Out',
} as const;

describe('every request', () => {
  it('adds located_at to a GET query, from the stored location', async () => {
    stored.set('currentLocation', 'st_thomas');
    await getRating(7, 2);
    const request = server.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/v1/getRating');
    expect(Object.fromEntries(request.query)).toEqual({
      outletId: '7',
      page: '2',
      size: '10',
      located_at: 'st_thomas',
    });
  });

  it("defaults located_at to st_croix in a JSON POST body, beside the query's page", async () => {
    await listRestaurant(listPayload, 3);
    const request = server.last();
    expect(request.path).toBe('/api/v1/listRestaurant');
    expect(Object.fromEntries(request.query)).toEqual({ page: '3', size: '10' });
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(request.body)).toEqual({ ...listPayload, located_at: 'st_croix' });
  });

  it('adds located_at to a multipart body, keeping one the caller chose', async () => {
    const update = {
      userName: 'Ana',
      email: 'ana@example.com',
      countryCode: '+1',
      mobileNumber: '3405551234',
      short_interest_survey: 'fish',
    };
    await updateProfile({
      ...update,
      located_at: 'st_thomas',
      image: new Blob(['png'], { type: 'image/png' }),
    });
    let body = server.last().body;
    expect(server.last().headers['content-type']).toMatch(/multipart\/form-data/);
    expect(formField(body, 'located_at')).toBe('st_thomas');
    expect(formField(body, 'userName')).toBe('Ana');
    expect(body).toContain('name="image"');

    const form = new FormData();
    form.append('question', 'hi');
    const { http } = await import('../http');
    await http.post('sendQuestion', form);
    body = server.last().body;
    expect(formField(body, 'located_at')).toBe('st_croix');
  });

  it('sends the bearer token only while a session exists', async () => {
    await getProfile();
    expect(server.last().headers.authorization).toBeUndefined();
    setSession(user);
    await getProfile();
    expect(server.last().headers.authorization).toBe('Bearer tok-123');
  });

  it("sends another session's token for a read made for it, the page's session unchanged", async () => {
    setSession(user);
    await listPastOrders('their-token');
    expect(server.last().headers.authorization).toBe('Bearer their-token');
    await listPastOrders();
    expect(server.last().headers.authorization).toBe('Bearer tok-123');
  });

  it('sends the device udId with the calls that need it', async () => {
    await userPasswordLogin({ mobileNumber: '3405551234', countryCode: '+1', password: 'secret1' });
    const udId = JSON.parse(server.last().body).udId as string;
    expect(udId).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(getUdId()).toBe(udId);
  });
});

describe('JSON-text fields', () => {
  it('sends addToCart dishes as JSON text with the device fields', async () => {
    await addToCart({
      order_type: 'Delivery',
      spl_instruction: '',
      outletId: 4,
      dishes: [{ dishId: 9, quantity: 2, customisation: [1, 3], spl_instruction: 'no onions' }],
    });
    const body = JSON.parse(server.last().body);
    expect(typeof body.dishes).toBe('string');
    expect(JSON.parse(body.dishes)).toEqual([
      {
        dishId: 9,
        quantity: 2,
        customisation: [1, 3],
        spl_instruction: 'no onions',
        uuId: getUdId(),
        os: 'web',
      },
    ]);
    expect(body).toMatchObject({
      outletId: 4,
      udId: getUdId(),
      order_type: 'Delivery',
      located_at: 'st_croix',
    });
  });

  it('sends updateCart customisationId and orderConfirm cartId as JSON text', async () => {
    await updateCart({
      cartId: 5,
      outletId: 4,
      quantity: 0,
      spl_instruction: '',
      customisationId: [7],
    });
    expect(JSON.parse(server.last().body).customisationId).toBe('[7]');

    await orderConfirm({ outletId: 4, cartId: [5, 6], token: 'card-token' } as OrderConfirmPayload);
    const body = JSON.parse(server.last().body);
    expect(body.cartId).toBe('[5,6]');
    expect(body.paymentType).toBe(11);
  });
});

describe('SPEC §8 answers', () => {
  it("resolves to the body on error 'false'", async () => {
    server.reply(() => ({ body: { error: 'false', pastOrders: [] } }));
    await expect(listPastOrders()).resolves.toEqual({ error: 'false', pastOrders: [] });
  });

  it("rejects error 'true' with an ApiError carrying errorMessage and the body", async () => {
    setSession(user);
    server.reply(() => ({
      body: { error: 'true', errorMessage: 'Login is not active', loginActive: 0 },
    }));
    const error = await listRestaurant(listPayload).catch((e: unknown) => e);
    if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
    expect(error).toMatchObject({
      kind: 'server',
      errorMessage: 'Login is not active',
      status: 200,
    });
    expect(error.body?.loginActive).toBe(0);
    expect(getSession()).not.toBeNull();
  });

  it("clears the session and reports expiry on 'Unauthenticated.'", async () => {
    setSession(user);
    server.reply(() => ({ body: { error: 'true', errorMessage: 'Unauthenticated.' } }));
    await expect(getProfile()).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(getSession()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, { errorMessage: 'Bad request' }, 'Bad request'],
    [401, { errorMessage: 'Token revoked' }, 'Token revoked'],
    [403, { error_description: 'Access denied', errorMessage: 'ignored' }, 'Access denied'],
  ])('logs out on HTTP %i with the server message', async (status, body, message) => {
    setSession(user);
    server.reply(() => ({ status, body }));
    await expect(getProfile()).rejects.toMatchObject({
      kind: 'logged-out',
      status,
      errorMessage: message,
    });
    expect(getSession()).toBeNull();
    expect(onLoggedOut).toHaveBeenCalledWith(message);
  });

  it.each([
    ['a read made for another session', 'their-token', 'old-token'],
    ['a read sent before a new login', undefined, 'old-token'],
    ['a read sent before a first login', undefined, null],
  ])("keeps the page's session when %s is refused", async (_case, sessionToken, before) => {
    if (before) setSession({ ...user, token: before });
    server.reply(() => {
      // the customer logs in again while the read is out
      setSession(user);
      return { body: { error: 'true', errorMessage: 'Unauthenticated.' } };
    });
    await expect(getProfile(sessionToken)).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(getSession()?.token).toBe('tok-123');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session on other failures', async () => {
    setSession(user);
    server.reply(() => ({ status: 500, body: { errorMessage: 'Server down' } }));
    await expect(getProfile()).rejects.toMatchObject({
      kind: 'server',
      status: 500,
      errorMessage: 'Server down',
    });
    expect(getSession()).not.toBeNull();
  });

  it("rejects with 'something went wrong!' when the server is not reached", async () => {
    // jsdom reports the refused connection on its console; that is the case under test.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    configureApi({
      apiBase: 'http://127.0.0.1:1/api/v1',
      imageBase: '',
      onSessionExpired,
      onLoggedOut,
    });
    await expect(getProfile()).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      errorMessage: 'something went wrong!',
    });
    consoleError.mockRestore();
  });
});

describe('prefetch', () => {
  const menuReads = () => server.received.filter((r) => r.path.endsWith('/listMenu/7')).length;

  beforeEach(() => {
    server.received.length = 0;
    server.reply(() => ({ body: { error: 'false', menu: [] } }));
  });

  it('answers the read it was started for, once, without asking again', async () => {
    prefetch(() => listMenu(7));
    prefetch(() => listMenu(7)); // started twice (bootstrap, then the page): one request
    await expect(listMenu(7)).resolves.toMatchObject({ menu: [] });
    expect(menuReads()).toBe(1);
    await listMenu(7); // taken: the next read asks the server
    expect(menuReads()).toBe(2);
  });

  it("is never another customer's answer: the token is part of the read", async () => {
    prefetch(() => listMenu(7));
    setSession(user);
    await listMenu(7);
    expect(menuReads()).toBe(2);
    expect(server.last().headers.authorization).toBe('Bearer tok-123');
    // the visitor's read still takes the visitor's answer
    clearSession();
    await listMenu(7);
    expect(menuReads()).toBe(2);
  });

  it('is not taken once it is 10 s old', async () => {
    // started 10 s ago
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - 10_001);
    prefetch(() => listMenu(7));
    now.mockRestore();
    await listMenu(7);
    expect(menuReads()).toBe(2);
  });

  it('leaves a failure to the read that takes it, which shows it', async () => {
    server.reply(() => ({ body: { error: 'true', errorMessage: 'Restaurant not found.' } }));
    prefetch(() => listMenu(7));
    await expect(listMenu(7)).rejects.toMatchObject({ errorMessage: 'Restaurant not found.' });
    expect(menuReads()).toBe(1);
  });
});
