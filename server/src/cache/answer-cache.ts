import type { FastifyReply } from 'fastify';
import { countCacheLookup } from '../metrics/call-metrics';
import { BoundedCache } from './bounded-cache';
import type { BoundedCacheLimits } from './bounded-cache';
import { encodeAnswer, MIN_ENCODED_BYTES, preferredEncoding } from './answer-encoding';
import type { ContentEncoding } from './answer-encoding';

interface CachedAnswer {
  /** The data version(s) the answer was built under; another version means rebuild it. */
  version: string;
  /** The answer as sent: serialized and encoded once, sent as these bytes every time after. */
  body: Buffer;
  /** `body` compressed for clients that accept it, each made on the first such request. */
  encoded: Partial<Record<ContentEncoding, Promise<Buffer>>>;
  /** Bytes of the finished encodings, counted against the cache's bound with `body`. */
  encodedBytes: number;
}

/** Room for the demo's catalogue and thousands of customers' answers, bounded against floods. */
const DEFAULT_LIMITS: BoundedCacheLimits = { maxEntries: 5_000, maxBytes: 64_000_000 };

/** The minute an answer is keyed by: opening hours and serving windows change by the minute. */
export const minuteOf = (now: Date): number => Math.floor(now.getTime() / 60_000);

/** Serialized answers by key, each valid while the data version it was built under holds. */
export class AnswerCache {
  readonly entries: BoundedCache<CachedAnswer>;
  /** Builds under way, so a hundred requests that miss together build the answer once. */
  private readonly building = new Map<string, Promise<CachedAnswer>>();

  constructor(limits: BoundedCacheLimits = DEFAULT_LIMITS) {
    this.entries = new BoundedCache(
      limits,
      (answer) => answer.body.length + answer.encodedBytes + 100,
    );
  }

  /**
   * The answer cached under `key` if it was built under `version`, otherwise built, cached and
   * returned; `reply` is set to send it as the JSON it already is, compressed when the client
   * accepts it.
   */
  async send(
    reply: FastifyReply,
    key: string,
    version: string,
    build: () => Promise<object>,
  ): Promise<Buffer> {
    reply.type('application/json; charset=utf-8');
    const kept = this.entries.get(key);
    const hit = kept?.version === version;
    countCacheLookup(reply.request, hit);
    const answer = hit ? kept : await this.built(key, version, build);
    if (answer.body.length < MIN_ENCODED_BYTES) return answer.body;
    // the same URL answers different bytes by Accept-Encoding: caches on the way must know
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
    if (!encoding) return answer.body;
    reply.header('content-encoding', encoding);
    return this.encoded(key, answer, encoding);
  }

  private built(key: string, version: string, build: () => Promise<object>) {
    const buildKey = `${version}\u0000${key}`;
    let answer = this.building.get(buildKey);
    if (!answer) {
      answer = build()
        .then((built) => {
          const body = Buffer.from(JSON.stringify(built));
          const made: CachedAnswer = { version, body, encoded: {}, encodedBytes: 0 };
          this.entries.set(key, made);
          return made;
        })
        .finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, answer);
    }
    return answer;
  }

  private encoded(key: string, answer: CachedAnswer, encoding: ContentEncoding) {
    let bytes = answer.encoded[encoding];
    if (!bytes) {
      bytes = encodeAnswer(answer.body, encoding).then(
        (encoded) => {
          answer.encodedBytes += encoded.length;
          // measured again with its new bytes, unless a newer answer has taken its place
          if (this.entries.get(key) === answer) this.entries.set(key, answer);
          return encoded;
        },
        (error: unknown) => {
          // the next request for this encoding tries again
          delete answer.encoded[encoding];
          throw error;
        },
      );
      answer.encoded[encoding] = bytes;
    }
    return bytes;
  }
}
