import { sentCodesInMemory, type OtpMessage, type SentCodes } from '../auth/otp-sender';
import type { SharedRedis } from './connect-redis';

/**
 * The offline sender's last code per number, in Redis: the dev endpoint of any API process
 * shows a code another one sent. Each entry lives as long as its code. This process keeps its
 * own too: with Redis away, sign-ups go on, and its own dev endpoint still shows the codes it
 * sent (the log never holds them).
 */
export function sentCodesInRedis(redis: SharedRedis): SentCodes {
  const keyOf = (mobileNumber: string) => `${redis.prefix}dev-otp:${mobileNumber}`;
  const own = sentCodesInMemory();
  return {
    async keep(message) {
      await own.keep(message);
      const ms = Math.max(1, message.expiresAt.getTime() - Date.now());
      await redis.client
        .set(keyOf(message.mobileNumber), JSON.stringify(message), 'PX', ms)
        .catch(() => undefined);
    },
    async latest(mobileNumber) {
      const [kept, mine] = await Promise.all([
        redis.client.get(keyOf(mobileNumber)).catch(() => null),
        own.latest(mobileNumber),
      ]);
      if (!kept) return mine;
      const parsed = JSON.parse(kept) as Omit<OtpMessage, 'expiresAt'> & { expiresAt: string };
      const shared = { ...parsed, expiresAt: new Date(parsed.expiresAt) };
      // the later of the two: Redis may have missed this process's last code while it was away
      return mine && mine.expiresAt > shared.expiresAt ? mine : shared;
    },
  };
}
