import type { FastifyRequest } from 'fastify';
import { BoundedCache } from '../cache/bounded-cache';
import type { DataVersionReader } from '../cache/data-versions';
import { requestVersions } from '../cache/request-versions';
import type { Db } from '../db/db';
import type { Island } from '../islands/islands';
import { findOutlet, type OutletLookup, type OutletRecord } from './find-outlet';

interface KeptOutlet {
  /** The catalogue version it was read under. */
  version: string;
  outlet: Promise<OutletRecord | null>;
}

/** An outlet with its week of hours is well under this; the bound counts each as this much. */
const OUTLET_BYTES = 2_000;
/** Outlets are a few dozen, each kept once per island it is asked with and once without. */
const LIMITS = { maxEntries: 1_000, maxBytes: 1_000 * OUTLET_BYTES };

/**
 * findOutlet's answers, read once per catalogue version instead of by every cart, order and
 * menu call (issue 37: three reads of a customer's round). Everything findOutlet reads is a
 * row of restaurants, outlets or outlet_business_hours, and any change to any of their rows
 * (staff's switches, a payment set-up, psql, a TRUNCATE) moves the catalogue version
 * (migration 005's triggers). A copy is read only once its caller holds the version it is kept
 * under, so it is never older than that version: a request that read the version on arrival
 * sees every change committed before it came, as the answer caches do.
 *
 * It reads through the API's own database, never inside a caller's transaction: code in one
 * reads outlets through it (outletLookup's default), or is handed the record read before.
 * Not found is not kept: made-up ids push no real outlet out, and cost what they cost before.
 */
export class OutletCache {
  private readonly entries = new BoundedCache<KeptOutlet>(LIMITS, () => OUTLET_BYTES);

  constructor(
    private readonly db: Db,
    private readonly versions: DataVersionReader,
  ) {}

  /** A request's lookup: outlets as of the catalogue version it read on arrival. */
  async ofRequest(request: FastifyRequest): Promise<OutletLookup> {
    const { catalogue } = await requestVersions(this.versions, request);
    return this.at(catalogue);
  }

  /** The lookup of a caller that holds catalogue version `version` (read before any outlet). */
  at(version: string): OutletLookup {
    return (outletId, island) => this.find(version, outletId, island);
  }

  get size(): number {
    return this.entries.size;
  }

  private find(version: string, outletId: number, island?: Island): Promise<OutletRecord | null> {
    const key = `${outletId}:${island ?? ''}`;
    const kept = this.entries.get(key);
    if (kept?.version === version) return kept.outlet;
    // kept at once, so the calls that miss together read it once
    const read: KeptOutlet = {
      version,
      outlet: findOutlet(this.db, outletId, island).then(frozen),
    };
    this.entries.set(key, read);
    const forget = () => {
      if (this.entries.get(key) === read) this.entries.delete(key);
    };
    // a failed read is tried again by the next call
    read.outlet.then((outlet) => {
      if (!outlet) forget();
    }, forget);
    return read.outlet;
  }
}

/** Every caller of a version shares its copy: none may change it under the others. */
function frozen(outlet: OutletRecord | null): OutletRecord | null {
  if (!outlet) return null;
  for (const day of outlet.hours) Object.freeze(day);
  Object.freeze(outlet.hours);
  return Object.freeze(outlet);
}
