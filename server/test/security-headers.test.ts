import type { Db } from '../src/db/db';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

/** Issue 20: the API's security headers (http/security-headers.ts) on its answers and images. */
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

function expectHardened(res: Response) {
  const policy = res.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('script-src');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/);
  // the apps on other origins show its images and read its answers
  expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
}

it('sends them with every answer: a call, a refusal, a picture, an unknown path', async () => {
  expectHardened(await server.get('health'));
  expectHardened(await server.post('userPasswordLogin', {}));
  expectHardened(await server.get('/api/v1/nowhere'));
  const list = (await (
    await server.post('listRestaurant', {
      located_at: 'st_croix',
      latitude: 17.7,
      longitude: -64.7,
      type: 'Take Out',
      timezone: 'America/St_Thomas',
    })
  ).json()) as { listRestaurants: { restaurantImage: string }[] };
  const image = list.listRestaurants[0]?.restaurantImage ?? '';
  const picture = await fetch(new URL(new URL(image).pathname, server.origin));
  expect(picture.headers.get('content-type')).toMatch(/^image\//);
  expectHardened(picture);
});

it('keeps CORS for the apps beside them', async () => {
  const res = await server.get('health', { origin: 'http://localhost:3000' });
  expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
});
