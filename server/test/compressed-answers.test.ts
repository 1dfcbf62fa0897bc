import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { preferredEncoding } from '../src/cache/answer-encoding';
import type { Db } from '../src/db/db';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

// Cached answers go compressed to clients that accept it (a 1,000-dish menu is ~500 KB of JSON):
// the bytes must inflate to the very answer an uncompressed client gets, also after a write.

const STAFF = { 'x-staff-key': 'compress-test-staff-key' };

let db: Db;
let server: TestServer;

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db, staffKey: STAFF['x-staff-key'] });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET `path` as sent on the wire: fetch would inflate it and hide the encoding. */
function rawGet(path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(`${server.origin}/api/v1/${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const inflate = (raw: Raw) => {
  if (raw.headers['content-encoding'] === 'br') return brotliDecompressSync(raw.body);
  if (raw.headers['content-encoding'] === 'gzip') return gunzipSync(raw.body);
  return raw.body;
};

async function menuOutletId(): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "SELECT id FROM outlets WHERE name = 'Cruzan Grill Sunny Isle'",
  );
  if (!row) throw new Error('no Cruzan Grill Sunny Isle');
  return row.id;
}

it('sends a menu as brotli or gzip as the client accepts, inflating to the plain answer', async () => {
  const path = `listMenu/${await menuOutletId()}?located_at=st_croix`;
  const plain = await rawGet(path);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toBe('accept-encoding');
  expect(JSON.parse(plain.body.toString()).menu.length).toBeGreaterThan(0);

  const br = await rawGet(path, 'gzip, deflate, br, zstd');
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('accept-encoding');
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  expect(inflate(br).equals(plain.body)).toBe(true);

  const gzip = await rawGet(path, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(inflate(gzip).equals(plain.body)).toBe(true);

  const refused = await rawGet(path, 'br;q=0, gzip;q=0');
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(refused.body.equals(plain.body)).toBe(true);
});

it('sends the menu as it is after a write, not as it was compressed before', async () => {
  const outletId = await menuOutletId();
  const path = `listMenu/${outletId}?located_at=st_croix`;
  const dishes = async () =>
    (
      JSON.parse(inflate(await rawGet(path, 'br')).toString()) as {
        menu: { categoryValues: { dishId: number; stock_status: number }[] }[];
      }
    ).menu.flatMap((category) => category.categoryValues);
  const [dish] = await dishes();
  expect(dish?.stock_status).toBe(0);
  const stock = (inStock: boolean) =>
    server.post(`staff/dishes/${dish?.dishId}/stock`, { inStock }, STAFF);
  expect((await stock(false)).status).toBe(200);
  expect((await dishes()).find((d) => d.dishId === dish?.dishId)?.stock_status).toBe(1);
  expect((await stock(true)).status).toBe(200);
  expect((await dishes()).find((d) => d.dishId === dish?.dishId)?.stock_status).toBe(0);
});

it('sends small answers as they are: a few hundred bytes gain nothing from compression', async () => {
  const settings = await rawGet('getloginSetting?located_at=st_croix', 'br, gzip');
  expect(settings.status).toBe(200);
  expect(settings.headers['content-encoding']).toBeUndefined();
  expect(settings.body.length).toBeLessThan(1024);
  expect(JSON.parse(settings.body.toString()).error).toBe('false');
});

it.each([
  [undefined, undefined],
  ['', undefined],
  ['identity', undefined],
  ['gzip, deflate', 'gzip'],
  ['gzip, deflate, br, zstd', 'br'],
  ['BR;q=0.5, gzip', 'br'],
  ['br;q=0, gzip;q=0.8', 'gzip'],
  ['br;q=0,gzip;q=0', undefined],
  ['*', 'gzip'],
])('picks the encoding for Accept-Encoding %p: %p', (accepted, expected) => {
  expect(preferredEncoding(accepted)).toBe(expected);
});
