import type { Db } from '../src/db/db';
import { openSeededDb } from './helpers/test-db';
import { startTestServer, type TestServer } from './helpers/test-server';

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

test('the OpenAPI document lists the calls with the schemas the server validates', async () => {
  const res = await server.get('openapi.json');
  const doc = (await res.json()) as {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }
      >
    >;
  };
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/getloginSetting',
      '/api/v1/listRestaurant',
      '/api/v1/sendQuestion',
    ]),
  );
  const listRestaurant = doc.paths['/api/v1/listRestaurant']!.post!;
  expect(listRestaurant.requestBody!.content['application/json']!.schema.required).toEqual([
    'type',
  ]);
  expect(Object.keys(doc.paths)).not.toContain('/api/v1/openapi.json');
});

test('the OpenAPI document lists every route the app registered', async () => {
  const doc = (await (await server.get('openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const registered = server.app.routeTable
    .filter((route) => route.url !== '/api/v1/openapi.json')
    .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
  expect(documented.sort()).toEqual(registered.sort());
});
