import { BoundedCache } from '../cache/bounded-cache';
import type { DataVersions } from '../cache/data-versions';
import type { Db } from '../db/db';
import { hashToken, liveToken } from './tokens';

interface KnownToken {
  userId: number;
  expiresAtMs: number;
  /** The sessions version the token was found live under. */
  version: string;
}

export interface SessionCache {
  /** The user of a live token, or null; `versions` must be read after the request arrived. */
  userIdFor(token: string, versions: DataVersions): Promise<number | null>;
}

/**
 * Bearer tokens found live, so a customer's reads skip the token query. A logout, a password
 * reset or any change to a token row moves the sessions version, which drops every entry;
 * unknown tokens are never kept, so a token issued a moment ago is looked up afresh.
 */
export function createSessionCache(db: Db): SessionCache {
  const known = new BoundedCache<KnownToken>(
    { maxEntries: 50_000, maxBytes: 8_000_000 },
    () => 160,
  );
  return {
    async userIdFor(token, versions) {
      const key = hashToken(token);
      const hit = known.get(key);
      if (hit && hit.version === versions.sessions && hit.expiresAtMs > Date.now()) {
        return hit.userId;
      }
      const live = await liveToken(db, token);
      if (!live) {
        known.delete(key);
        return null;
      }
      known.set(key, {
        userId: live.userId,
        expiresAtMs: live.expiresAt.getTime(),
        version: versions.sessions,
      });
      return live.userId;
    },
  };
}
