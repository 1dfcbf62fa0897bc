import type { Db } from '../../src/db/db';
import { openSeededDb } from './test-db';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

export const DEMO = { mobileNumber: '3405550100', countryCode: '+1', password: 'islandeats' };

export interface AccountsFixture {
  db: Db;
  server: TestServer;
  /** Moves the server's clock (OTP expiry, cooldowns, send windows). */
  advance(ms: number): void;
  /** A fresh 10-digit number no account or code uses yet. */
  newPhone(): { mobileNumber: string; countryCode: string };
  /** The last code the offline sender sent to the number, read like a tester would. */
  lastOtp(mobileNumber: string): Promise<string>;
  /** Logs in and answers the bearer header. */
  login(
    phone?: { mobileNumber: string; countryCode: string },
    password?: string,
  ): Promise<Record<string, string>>;
  json(res: Response): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

let phoneCounter = 0;

/** A seeded database and a real server whose clock the test moves. */
export async function openAccountsFixture(): Promise<AccountsFixture> {
  const db = await openSeededDb();
  let clock = new Date('2025-06-02T15:00:00Z').getTime();
  const server = await startTestServer({ db, now: () => new Date(clock) });
  const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
  return {
    db,
    server,
    advance: (ms) => {
      clock += ms;
    },
    newPhone: () => ({
      mobileNumber: `34099${String(process.pid % 100).padStart(2, '0')}${String(++phoneCounter).padStart(3, '0')}`,
      countryCode: '+1',
    }),
    lastOtp: async (mobileNumber) => {
      const body = await json(await server.get(`dev/otp/${mobileNumber}`));
      return body.otp as string;
    },
    login: async (phone = DEMO, password = DEMO.password) => {
      const body = await json(
        await server.post('userPasswordLogin', { ...phone, password, udId: 'TEST-DEVICE' }),
      );
      if (body.error !== 'false') throw new Error(`login failed: ${String(body.errorMessage)}`);
      return { authorization: `Bearer ${String(body.accessToken)}` };
    },
    json,
    close: async () => {
      await server.close();
      await db.close();
    },
  };
}
