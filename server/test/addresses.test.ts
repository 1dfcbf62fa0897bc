import { ADDRESS_MESSAGES } from '../src/addresses/address-input';
import { openAccountsFixture } from './helpers/accounts-fixture';
import type { AccountsFixture } from './helpers/accounts-fixture';

let f: AccountsFixture;
let demo: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  f = await openAccountsFixture();
  demo = await f.login();
  other = await f.login({ mobileNumber: '3405550111', countryCode: '+1' });
}, 30_000);
afterAll(async () => {
  await f?.close();
});

const FORT = {
  location: '1 King Street, Christiansted',
  houseFlatNo: 'Unit 3',
  landMark: 'Near the boardwalk',
  type: 'Home',
  latitude: 17.7466,
  longitude: -64.7032,
  zipcode: '00820',
};

const post = async (path: string, body: unknown, headers = demo) =>
  f.json(await f.server.post(path, body, headers));
const list = async (headers = demo, island = 'st_croix') =>
  (await f.json(await f.server.get(`getAddress?located_at=${island}`, headers))).address as Record<
    string,
    unknown
  >[];
const rowCount = async () =>
  (await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses'))[0]!.n;

describe('getAddress', () => {
  it("lists the user's addresses on the island in the SPEC shape", async () => {
    const addresses = await list();
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toEqual({
      id: 1,
      addressId: 1,
      type: 'Home',
      fullAddress: 'Apt 2, 12 Company Street, Christiansted, St. Croix 00820, USVI',
      location: '12 Company Street, Christiansted, St. Croix 00820, USVI',
      houseFlatNo: 'Apt 2',
      landMark: 'Across from the fort',
      latitude: 17.7467,
      longitude: -64.7029,
      zipcode: '00820',
    });
    expect(await list(demo, 'st_thomas')).toEqual([]);
    expect(await list(other)).toEqual([]);
  });
});

describe('add, update and destroy', () => {
  it('adds, edits and removes an address', async () => {
    const added = await post('addAddress', FORT);
    expect(added).toEqual({ error: 'false', errorMessage: '', addressId: expect.any(Number) });
    const addressId = added.addressId as number;
    expect((await list()).find((a) => a.addressId === addressId)).toMatchObject({
      type: 'Home',
      landMark: 'Near the boardwalk',
    });

    expect(
      await post('updateAddress', { ...FORT, addressId, type: 'Beach house', houseFlatNo: null }),
    ).toMatchObject({ error: 'false', addressId });
    expect((await list()).find((a) => a.addressId === addressId)).toMatchObject({
      type: 'Beach house',
      houseFlatNo: '',
      fullAddress: FORT.location,
    });

    expect(await post('destroyAddress', { addressId })).toMatchObject({
      error: 'false',
      message: ADDRESS_MESSAGES.deleted,
    });
    expect((await list()).some((a) => a.addressId === addressId)).toBe(false);
  });

  it('names an untagged address Other and takes coordinates as text', async () => {
    const added = await post('addAddress', {
      ...FORT,
      type: '',
      latitude: '17.7466',
      longitude: '-64.7032',
    });
    expect((await list()).find((a) => a.addressId === added.addressId)).toMatchObject({
      type: 'Other',
      latitude: 17.7466,
    });
  });

  it('saves a St. Thomas address on St. Thomas', async () => {
    const body = { ...FORT, latitude: 18.3419, longitude: -64.9307, located_at: 'st_thomas' };
    expect(await post('addAddress', body)).toMatchObject({ error: 'false' });
    expect(await list(demo, 'st_thomas')).toHaveLength(1);
  });
});

describe('refusals change nothing', () => {
  it.each([
    ['no landmark', { ...FORT, landMark: '  ' }, ADDRESS_MESSAGES.landmark],
    ['a null landmark', { ...FORT, landMark: null }, ADDRESS_MESSAGES.landmark],
    [
      'a St. Thomas point on St. Croix',
      { ...FORT, latitude: 18.3419, longitude: -64.9307 },
      'Your selected location is not in St. Croix. Please change your delivery location.',
    ],
    [
      'a St. Croix point on St. Thomas',
      { ...FORT, located_at: 'st_thomas' },
      'Your selected location is not in St. Thomas. Please change your delivery location.',
    ],
    ['a point in the sea', { ...FORT, latitude: 17.9, longitude: -64.7 }, /not in St. Croix/],
    ['a latitude of 200', { ...FORT, latitude: 200 }, ADDRESS_MESSAGES.coordinates],
    ['words as latitude', { ...FORT, latitude: 'north' }, ADDRESS_MESSAGES.coordinates],
  ])('refuses %s', async (_name, body, message) => {
    const before = await rowCount();
    expect(await post('addAddress', body)).toMatchObject({
      error: 'true',
      errorMessage: expect.stringMatching(message),
    });
    expect(await rowCount()).toBe(before);
  });

  it("answers Address not found. for another user's address", async () => {
    const before = await list();
    expect(await post('updateAddress', { ...FORT, addressId: 1 }, other)).toEqual({
      error: 'true',
      errorMessage: 'Address not found.',
    });
    expect(await post('destroyAddress', { addressId: 1 }, other)).toEqual({
      error: 'true',
      errorMessage: 'Address not found.',
    });
    expect(await post('updateAddress', { ...FORT, addressId: 99999 })).toMatchObject({
      errorMessage: 'Address not found.',
    });
    expect(await list()).toEqual(before);
  });

  it.each([
    ['a huge location', { ...FORT, location: 'x'.repeat(100_000) }],
    ['an object as type', { ...FORT, type: { $gt: '' } }],
    ['a text addressId', { ...FORT, addressId: '1 OR 1=1' }],
    ['an array body', [FORT]],
  ])('refuses %s with 422', async (_name, body) => {
    const before = await rowCount();
    const res = await f.server.post('updateAddress', body, demo);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: 'true' });
    expect(await rowCount()).toBe(before);
  });

  it('keeps injection strings as text', async () => {
    const location = "'); DROP TABLE addresses; --";
    const added = await post('addAddress', { ...FORT, location });
    expect((await list()).find((a) => a.addressId === added.addressId)).toMatchObject({ location });
  });

  it.each(['getAddress', 'addAddress', 'updateAddress', 'destroyAddress'])(
    '%s answers Unauthenticated. with HTTP 200 without a valid token',
    async (path) => {
      const before = await rowCount();
      const res =
        path === 'getAddress'
          ? await f.server.get(path, { authorization: 'Bearer bad' })
          : await f.server.post(path, { ...FORT, addressId: 1 }, { authorization: 'Bearer bad' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ error: 'true', errorMessage: 'Unauthenticated.' });
      expect(await rowCount()).toBe(before);
    },
  );
});
