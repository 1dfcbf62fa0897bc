import { io as connect } from 'socket.io-client';
import type { Db } from '../src/db/db';
import { startTestServer } from './helpers/test-server';

it('accepts socket.io connections at /prodsocket/io on the API port', async () => {
  // The socket does not touch the database, so a stand-in saves opening one.
  const unused = () => Promise.reject(new Error('no database in this test'));
  const db: Db = { query: unused, exec: unused, transaction: unused, close: async () => {} };
  const server = await startTestServer({ db });
  const client = connect(server.origin, { path: '/prodsocket/io', transports: ['websocket'] });
  try {
    await new Promise<void>((resolve, reject) => {
      client.on('connect', resolve);
      client.on('connect_error', reject);
    });
    expect(client.connected).toBe(true);
    expect(server.app.io.engine.clientsCount).toBe(1);
  } finally {
    client.close();
    await server.close();
    await db.close();
  }
});
