import { IMAGE_MESSAGES } from '../src/profile/read-profile-form';
import { PROFILE_UPDATED } from '../src/routes/profile';
import { openAccountsFixture } from './helpers/accounts-fixture';
import type { AccountsFixture } from './helpers/accounts-fixture';

let f: AccountsFixture;
let headers: Record<string, string>;

beforeAll(async () => {
  f = await openAccountsFixture();
  headers = await f.login();
}, 30_000);
afterAll(async () => {
  await f?.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

function form(fields: Record<string, string>, image?: { data: Buffer; type: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image)
    body.append('image', new Blob([new Uint8Array(image.data)], { type: image.type }), 'me.png');
  return body;
}

const postForm = (body: FormData, auth = headers) =>
  fetch(`${f.server.origin}/api/v1/updateProfile`, { method: 'POST', body, headers: auth });

const profile = async () => f.json(await f.server.get('getProfile', headers));

describe('getProfile', () => {
  it('answers usersDetails of the token user', async () => {
    expect(await profile()).toMatchObject({
      error: 'false',
      usersDetails: {
        userName: 'Demo Customer',
        email: 'demo@islandeats.test',
        mobileNumber: '3405550100',
        countryCode: '+1',
        located_at: 'st_croix',
        short_interest_survey: 'Caribbean food, seafood',
        udId: 'TEST-DEVICE',
      },
    });
  });

  it.each([[{}], [{ authorization: 'Bearer forged' }], [{ authorization: 'Basic abc' }]])(
    'answers Unauthenticated. with HTTP 200 for %o',
    async (auth) => {
      const res = await f.server.get('getProfile', auth);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ error: 'true', errorMessage: 'Unauthenticated.' });
    },
  );
});

describe('updateProfile', () => {
  it('stores the form and a png, served with its type at an absolute URL', async () => {
    const res = await postForm(
      form(
        {
          userName: 'Demo Renamed',
          located_at: 'st_thomas',
          short_interest_survey: 'Pizza',
          email: 'demo@islandeats.test',
          countryCode: '+1',
          mobileNumber: '3405550100',
        },
        { data: PNG, type: 'image/png' },
      ),
    );
    const body = await f.json(res);
    expect(body).toMatchObject({
      error: 'false',
      message: PROFILE_UPDATED,
      usersDetails: {
        userName: 'Demo Renamed',
        located_at: 'st_thomas',
        short_interest_survey: 'Pizza',
      },
    });
    const image = (body.usersDetails as { image: string }).image;
    expect(image).toMatch(/^http:\/\/localhost:4000\/api\/v1\/user-image\/1\?v=\d+$/);
    const served = await fetch(f.server.origin + new URL(image).pathname);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('replaces the picture with a gif', async () => {
    await postForm(form({ userName: 'Demo Customer' }, { data: GIF, type: 'image/gif' }));
    const served = await fetch(`${f.server.origin}/api/v1/user-image/1`);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it.each([
    ['a script named .png', Buffer.from('<script>alert(1)</script>'), IMAGE_MESSAGES.badType],
    [
      'an image over 2 MB',
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      IMAGE_MESSAGES.tooLarge,
    ],
  ])('refuses %s and changes nothing', async (_name, data, message) => {
    const before = await profile();
    const res = await postForm(form({ userName: 'Changed' }, { data, type: 'image/png' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ error: 'true', errorMessage: message });
    expect(await profile()).toEqual(before);
  });

  it('keeps phone and email: they identify the account', async () => {
    await postForm(form({ email: 'other@example.com', mobileNumber: '3409998888' }));
    expect(await profile()).toMatchObject({
      usersDetails: { email: 'demo@islandeats.test', mobileNumber: '3405550100' },
    });
  });

  it('takes the checkout contact form as JSON', async () => {
    const body = await f.json(
      await f.server.post(
        'updateProfile',
        {
          userName: 'Checkout Name',
          email: 'demo@islandeats.test',
          countryCode: '+1',
          mobileNumber: '3405550100',
          located_at: 'st_croix',
        },
        headers,
      ),
    );
    expect(body).toMatchObject({ error: 'false', usersDetails: { userName: 'Checkout Name' } });
  });

  it.each([
    ['a blank name', { userName: '  ' }, 200, 'Please enter your name.'],
    ['a bad email', { email: 'nope' }, 200, 'Invalid email address.'],
    ['a short phone', { mobileNumber: '12' }, 200, 'Mobile number must be 10 digits'],
    ['an unknown island', { located_at: 'st_john' }, 200, 'Unknown location.'],
    ['an object name', { userName: { $set: 1 } }, 422, 'userName must be a string.'],
    [
      'a 5000-character name',
      { userName: 'x'.repeat(5000) },
      422,
      'userName must be at most 100 characters.',
    ],
    ['an array body', [1, 2], 422, 'The request body must be a JSON object.'],
  ])('refuses %s and changes nothing', async (_name, body, status, message) => {
    const before = await profile();
    const res = await f.server.post('updateProfile', body, headers);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: 'true', errorMessage: message });
    expect(await profile()).toEqual(before);
  });

  it('answers Unauthenticated. to a form without a token', async () => {
    const res = await postForm(form({ userName: 'x' }), {});
    expect(await res.json()).toEqual({ error: 'true', errorMessage: 'Unauthenticated.' });
  });

  it('answers 404 for a picture that does not exist', async () => {
    expect((await fetch(`${f.server.origin}/api/v1/user-image/999`)).status).toBe(404);
    expect((await fetch(`${f.server.origin}/api/v1/user-image/abc`)).status).toBe(404);
  });
});
