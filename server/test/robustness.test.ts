import type { Db } from '../src/db/db';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

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

/** Every answer is the wire shape with a readable message, and never a 5xx. */
async function expectRefusal(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string; errorMessage: string };
  expect(body.error).toBe('true');
  expect(body.errorMessage).toMatch(message ?? /\w/);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:/);
}

const post = (path: string, body: string, contentType = 'application/json') =>
  fetch(`${server.origin}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

describe('malformed requests', () => {
  it.each<[string, unknown, string]>([
    ['a missing required field', {}, 'type is required.'],
    ['an unknown order type', { type: 'Pickup' }, 'type must be one of: Take Out, Delivery.'],
    ['a number where text is expected', { type: 5 }, 'type must be one of: Take Out, Delivery.'],
    ['an object as a coordinate', { type: 'Take Out', latitude: {} }, 'latitude must be a number.'],
    [
      'words in the cuisine list',
      { type: 'Take Out', cuisineId: ['x'] },
      'cuisineId[0] must be a whole number.',
    ],
    [
      'a favourites flag of 7',
      { type: 'Take Out', favorites: 7 },
      'favorites must be one of: 0, 1.',
    ],
    ['a JSON array body', [1, 2], 'The request body must be a JSON object.'],
    ['a JSON string body', 'hello', 'The request body must be a JSON object.'],
    [
      'a 100k-character string',
      { type: 'Take Out', timezone: 'x'.repeat(100_000) },
      'timezone must be at most 64 characters.',
    ],
    [
      'a 100k-character located_at',
      { type: 'Take Out', located_at: 'x'.repeat(100_000) },
      'located_at must be at most 40 characters.',
    ],
  ])('refuses %s with 422', async (_name, body, message) => {
    await expectRefusal(await server.post('listRestaurant', JSON.stringify(body)), 422, message);
  });

  it.each([
    ['broken JSON', '{"type": "Take Out"', 'The request body is not valid JSON.'],
    ['an empty JSON body', '', 'The request body is empty; send a JSON object.'],
    ['prototype poisoning', '{"type":"Take Out","__proto__":{"x":1}}', /./],
  ])('refuses %s with 400', async (_name, body, message) => {
    await expectRefusal(await post('listRestaurant', body), 400, message);
  });

  it('refuses a form body with 415 and plain text as not an object', async () => {
    await expectRefusal(
      await post('listRestaurant', 'type=Take+Out', 'application/x-www-form-urlencoded'),
      415,
      'Unsupported content type; send JSON.',
    );
    await expectRefusal(await post('listRestaurant', 'type', 'text/plain'), 422);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ type: 'Take Out', pad: 'x'.repeat(1_100_000) });
    await expectRefusal(await post('listRestaurant', huge), 413, 'The request is too large.');
  });

  it('refuses bad paging with 422', async () => {
    await expectRefusal(
      await server.post('listRestaurant?page=0', { type: 'Take Out' }),
      422,
      'page must be at least 1.',
    );
    await expectRefusal(
      await server.post('listRestaurant?page=abc', { type: 'Take Out' }),
      422,
      'page must be a whole number.',
    );
    await expectRefusal(
      await server.post('listRestaurant?size=5000', { type: 'Take Out' }),
      422,
      'size must be at most 100.',
    );
  });

  it("answers an id that is no id as not found, never with the schema's words", async () => {
    const notFound = 'Restaurant not found.';
    await expectRefusal(await server.get('outlet-detail/abc'), 422, notFound);
    await expectRefusal(await server.get('outlet-detail/NaN'), 422, notFound);
    await expectRefusal(await server.get('listMenu/0'), 422, notFound);
    await expectRefusal(await server.get('getRating?outletId=abc'), 422, notFound);
    await expectRefusal(await server.post('listDishes', { outletId: 'x' }), 422, notFound);
  });

  it("answers an unknown island with 'Unknown location.'", async () => {
    const res = await server.post('listRestaurant', { type: 'Take Out', located_at: 'mars' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: 'true', errorMessage: 'Unknown location.' });
  });

  it.each(["' OR 1=1 --", "st_croix'; DROP TABLE restaurants; --", 'Robert"); --'])(
    'treats SQL-looking text as plain data: %s',
    async (evil) => {
      const res = await server.post('listRestaurant', {
        type: 'Take Out',
        located_at: 'st_croix',
        timezone: evil.slice(0, 60),
        latitude: evil.slice(0, 30),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { error: string; listRestaurants: unknown[] };
      expect(body.error).toBe('false');
      expect(body.listRestaurants.length).toBeGreaterThan(0);
      const asIsland = await server.post('listRestaurant', { type: 'Take Out', located_at: evil });
      expect(await asIsland.json()).toEqual({ error: 'true', errorMessage: 'Unknown location.' });
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM restaurants');
      expect(count?.n).toBeGreaterThan(0);
    },
  );

  it('answers unknown routes and methods with 404', async () => {
    await expectRefusal(await server.get('no-such-call'), 404, 'Not found.');
    await expectRefusal(await server.get('listRestaurant'), 404, 'Not found.');
    await expectRefusal(await server.get(`/api/v1/${'x'.repeat(5000)}`), 404, 'Not found.');
    await expectRefusal(await server.get('/totally/elsewhere'), 404, 'Not found.');
  });

  it('answers router and HTTP parser refusals in the wire shape too', async () => {
    await expectRefusal(
      await server.get(`listMenu/${'1'.repeat(500)}`),
      414,
      'The request address is too long.',
    );
    await expectRefusal(
      await server.get('getloginSetting', { 'x-padding': 'x'.repeat(20_000) }),
      431,
      'The request is too large.',
    );
  });

  it('survives a burst of garbage without a 5xx', async () => {
    const bodies = [
      'null',
      '0',
      'true',
      '"x"',
      '{"type":null}',
      '{"type":["Take Out"]}',
      '{"type":"Take Out","cuisineId":{}}',
      '\u0000',
      '{"a":'.repeat(1000),
    ];
    const statuses = await Promise.all(
      bodies.map(async (b) => (await post('listRestaurant', b)).status),
    );
    expect(statuses.every((s) => s < 500)).toBe(true);
  });
});

describe('GET health', () => {
  it('reports ok', async () => {
    const res = await server.get('health');
    expect(await res.json()).toEqual({ error: 'false', errorMessage: '', status: 'ok' });
  });
});

describe('CORS', () => {
  it('allows browser origins, including preflight', async () => {
    const preflight = await fetch(`${server.origin}/api/v1/listRestaurant`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});

describe('images', () => {
  it.each([
    '/images/restaurants/1.svg',
    '/images/dishes/1.svg',
    '/images/cuisines/1.svg',
    '/images/staff/1.svg',
    '/images/default-dish.svg',
    '/images/default-restaurant.svg',
  ])('serves %s as a cacheable SVG', async (path) => {
    const res = await server.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<\/svg>$/);
  });

  it("draws a person's initials, and food for the rest (images.test.ts)", async () => {
    const [staff] = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM delivery_staff ORDER BY id LIMIT 1',
    );
    const svg = await (await server.get(`/images/staff/${staff!.id}.svg`)).text();
    expect(svg).toMatch(/>[A-Z]{1,2}<\/text>/);
    const restaurant = await (await server.get('/images/restaurants/1.svg')).text();
    expect(restaurant).toContain('aria-label="Cruzan Grill"');
    expect(restaurant).not.toContain('<text');
  });

  it.each([
    '/images/restaurants/99999.svg',
    '/images/restaurants/abc.svg',
    '/images/secrets/1.svg',
    '/images/dishes/1.png',
    '/images/nothing.svg',
  ])('answers 404 for %s', async (path) => {
    await expectRefusal(await server.get(path), 404, 'Not found.');
  });
});
