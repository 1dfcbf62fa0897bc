import type { Db } from '../src/db/db';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

/** API_INSTANCE (http/instance-header.ts): which process answered, behind a proxy of several. */
let db: Db;
let named: TestServer;
let unnamed: TestServer;

beforeAll(async () => {
  db = await openSeededDb();
  [named, unnamed] = await Promise.all([
    startTestServer({ db, instanceName: 'api-2' }),
    startTestServer({ db }),
  ]);
});
afterAll(async () => {
  await Promise.all([named?.close(), unnamed?.close()]);
  await db?.close();
});

const polling = '/prodsocket/io/?EIO=4&transport=polling';

it("names the process on a call, a refusal and socket.io's polling handshake", async () => {
  for (const answer of [
    await named.get('health'),
    await named.post('userPasswordLogin', {}),
    await named.get(polling),
  ]) {
    expect(answer.headers.get('x-api-instance')).toBe('api-2');
  }
  expect((await named.get(polling)).status).toBe(200);
});

it('sends no such header unless the process is given a name', async () => {
  expect((await unnamed.get('health')).headers.has('x-api-instance')).toBe(false);
  expect((await unnamed.get(polling)).headers.has('x-api-instance')).toBe(false);
});
