import type { OtpMessage, SentCodes } from '../auth/otp-sender';
import type { SharedRedis } from './connect-redis';

/**
 * The offline sender's last code per number, in Redis: the dev endpoint of any API process
 * shows a code another one sent. Each entry lives as long as its code.
 */
export function sentCodesInRedis(redis: SharedRedis): SentCodes {
  const keyOf = (mobileNumber: string) => `${redis.prefix}dev-otp:${mobileNumber}`;
  return {
    async keep(message) {
      const ms = Math.max(1, message.expiresAt.getTime() - Date.now());
      await redis.client.set(keyOf(message.mobileNumber), JSON.stringify(message), 'PX', ms);
    },
    async latest(mobileNumber) {
      // Redis down: no code to show, like a number never sent one (a dev helper only)
      const kept = await redis.client.get(keyOf(mobileNumber)).catch(() => null);
      if (!kept) return undefined;
      const message = JSON.parse(kept) as Omit<OtpMessage, 'expiresAt'> & { expiresAt: string };
      return { ...message, expiresAt: new Date(message.expiresAt) };
    },
  };
}
