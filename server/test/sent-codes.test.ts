import type { OtpMessage } from '../src/auth/otp-sender';
import type { SharedRedis } from '../src/redis/connect-redis';
import { sentCodesInRedis } from '../src/redis/sent-codes';

// The dev endpoint's codes when several API processes share a Redis: a code kept while Redis
// is away is still shown by the process that sent it, and a later one wins over Redis' older.

/** Redis' two commands the codes use, over a map, and a switch that takes it away. */
function redisThatFails() {
  const entries = new Map<string, string>();
  const redis = { up: true };
  const refuse = () => Promise.reject(new Error('Connection is closed.'));
  const client = {
    set: (key: string, value: string) =>
      redis.up ? (entries.set(key, value), Promise.resolve('OK')) : refuse(),
    get: (key: string) => (redis.up ? Promise.resolve(entries.get(key) ?? null) : refuse()),
  };
  return { redis, shared: { client, prefix: 'test:' } as unknown as SharedRedis };
}

const code = (value: string, minutesLeft: number): OtpMessage => ({
  countryCode: '+1',
  mobileNumber: '3405550177',
  code: value,
  purpose: 'signup',
  expiresAt: new Date(Date.now() + minutesLeft * 60_000),
});

it('shows the latest code sent, from Redis or, while it was away, from this process', async () => {
  const { redis, shared } = redisThatFails();
  const codes = sentCodesInRedis(shared);
  await codes.keep(code('111111', 5));
  expect((await codes.latest('3405550177'))?.code).toBe('111111');

  redis.up = false;
  await expect(codes.keep(code('222222', 10))).resolves.toBeUndefined();
  expect((await codes.latest('3405550177'))?.code).toBe('222222');

  // back, still holding the older code: this process's newer one is shown
  redis.up = true;
  expect((await codes.latest('3405550177'))?.code).toBe('222222');
});
