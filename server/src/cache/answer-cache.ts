import type { FastifyReply } from 'fastify';
import { BoundedCache } from './bounded-cache';
import type { BoundedCacheLimits } from './bounded-cache';

interface CachedAnswer {
  /** The data version(s) the answer was built under; another version means rebuild it. */
  version: string;
  /** The answer as sent: serialized and encoded once, sent as these bytes every time after. */
  body: Buffer;
}

/** Room for the demo's catalogue and thousands of customers' answers, bounded against floods. */
const DEFAULT_LIMITS: BoundedCacheLimits = { maxEntries: 5_000, maxBytes: 64_000_000 };

/** The minute an answer is keyed by: opening hours and serving windows change by the minute. */
export const minuteOf = (now: Date): number => Math.floor(now.getTime() / 60_000);

/** Serialized answers by key, each valid while the data version it was built under holds. */
export class AnswerCache {
  readonly entries: BoundedCache<CachedAnswer>;
  /** Builds under way, so a hundred requests that miss together build the answer once. */
  private readonly building = new Map<string, Promise<Buffer>>();

  constructor(limits: BoundedCacheLimits = DEFAULT_LIMITS) {
    this.entries = new BoundedCache(limits, (answer) => answer.body.length + 100);
  }

  /**
   * The answer cached under `key` if it was built under `version`, otherwise built, cached and
   * returned; `reply` is set to send it as the JSON it already is.
   */
  async send(
    reply: FastifyReply,
    key: string,
    version: string,
    build: () => Promise<object>,
  ): Promise<Buffer> {
    reply.type('application/json; charset=utf-8');
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.body;
    const buildKey = `${version}\u0000${key}`;
    let body = this.building.get(buildKey);
    if (!body) {
      body = build()
        .then((answer) => {
          const json = Buffer.from(JSON.stringify(answer));
          this.entries.set(key, { version, body: json });
          return json;
        })
        .finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, body);
    }
    return body;
  }
}
