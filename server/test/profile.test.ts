import sharp from 'sharp';
import { NUL_TEXT_MESSAGE } from '../src/http/nul-text';
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

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f80' } });
let PNG: Buffer;
let GIF: Buffer;
/** A phone's photo: EXIF with where it was taken, and turned by its orientation tag. */
let JPEG_WITH_GPS: Buffer;
const CAMERA = 'Island Eats Test Camera';

beforeAll(async () => {
  PNG = await pixels(8, 8).png().toBuffer();
  GIF = await pixels(8, 8).gif().toBuffer();
  JPEG_WITH_GPS = await pixels(8, 4)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: CAMERA },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '17/1 44/1 3/1' },
    })
    .toBuffer();
});

/** The path of the user's picture, from getProfile. */
const imagePathOf = (details: unknown) =>
  new URL((details as { usersDetails: { image: string } }).usersDetails.image).pathname;

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
    expect(image).toMatch(/^http:\/\/localhost:4000\/api\/v1\/user-image\/[0-9a-f]{32}\?v=\d+$/);
    const served = await fetch(f.server.origin + new URL(image).pathname);
    expect(served.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 8, height: 8 });
  });

  // Issue 33, item 11: pictures were served by the user's sequential id, with their EXIF.
  it('serves a picture by a random name only, re-encoded without its EXIF and GPS', async () => {
    expect(await sharp(JPEG_WITH_GPS).metadata()).toMatchObject({ orientation: 6, width: 8 });
    expect(JPEG_WITH_GPS.includes(CAMERA)).toBe(true);
    const res = await postForm(form({}, { data: JPEG_WITH_GPS, type: 'image/jpeg' }));
    const path = imagePathOf(await res.json());
    const served = Buffer.from(await (await fetch(f.server.origin + path)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 4, height: 8 });
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(served.includes(CAMERA)).toBe(false);
    expect(served.includes('Exif')).toBe(false);
    // the user's id is no way in, and neither is the replaced picture's name
    expect((await fetch(`${f.server.origin}/api/v1/user-image/1`)).status).toBe(404);
    await postForm(form({}, { data: PNG, type: 'image/png' }));
    expect((await fetch(f.server.origin + path)).status).toBe(404);
  });

  it('strips a picture stored before names and stripping, the first time it is served', async () => {
    const name = 'a'.repeat(32);
    await f.db.query(
      `INSERT INTO user_images (user_id, name, content_type, data, metadata_stripped)
       VALUES (2, $1, 'image/jpeg', $2, false)`,
      [name, JPEG_WITH_GPS],
    );
    const served = await fetch(`${f.server.origin}/api/v1/user-image/${name}`);
    const data = Buffer.from(await served.arrayBuffer());
    expect((await sharp(data).metadata()).exif).toBeUndefined();
    const [row] = await f.db.query<{ data: Uint8Array; metadata_stripped: boolean }>(
      'SELECT data, metadata_stripped FROM user_images WHERE name = $1',
      [name],
    );
    expect(row?.metadata_stripped).toBe(true);
    expect(Buffer.from(row!.data)).toEqual(data);
  });

  it('replaces the picture with a gif', async () => {
    const res = await postForm(
      form({ userName: 'Demo Customer' }, { data: GIF, type: 'image/gif' }),
    );
    const served = await fetch(f.server.origin + imagePathOf(await res.json()));
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it.each([
    ['a script named .png', () => Buffer.from('<script>alert(1)</script>'), IMAGE_MESSAGES.badType],
    [
      'an image over 2 MB',
      () => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024)]),
      IMAGE_MESSAGES.tooLarge,
    ],
    [
      'a png signature before garbage',
      () => Buffer.concat([PNG_SIGNATURE, Buffer.from('not really a picture')]),
      IMAGE_MESSAGES.unreadable,
    ],
    ['a png cut short', () => PNG.subarray(0, PNG.length - 20), IMAGE_MESSAGES.unreadable],
  ])('refuses %s and changes nothing', async (_name, data, message) => {
    const before = await profile();
    const images = await f.db.query('SELECT * FROM user_images ORDER BY user_id');
    const res = await postForm(form({ userName: 'Changed' }, { data: data(), type: 'image/png' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: 'true', errorMessage: message });
    expect(await profile()).toEqual(before);
    expect(await f.db.query('SELECT * FROM user_images ORDER BY user_id')).toEqual(images);
  });

  // Issue 33, item 11: a NUL in a form field reached the database and failed there.
  it.each([
    ['a field', { userName: 'Demo\u0000Customer' }],
    ["a field's name", { ['userName\u0000']: 'Demo' }],
  ])('refuses a NUL in %s as JSON bodies do, and changes nothing', async (_name, fields) => {
    const before = await profile();
    const res = await postForm(form(fields, { data: PNG, type: 'image/png' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'true', errorMessage: NUL_TEXT_MESSAGE });
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
    expect((await fetch(`${f.server.origin}/api/v1/user-image/${'0'.repeat(32)}`)).status).toBe(
      404,
    );
  });
});
