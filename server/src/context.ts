import type { Db } from './db/db';

/** What route handlers need besides the request: built once by buildApp. */
export interface AppContext {
  db: Db;
  /** Origin image URLs are built on, without a trailing slash. */
  publicUrl: string;
  loginActive: boolean;
  /** The clock; tests pin it to check opening hours. */
  now: () => Date;
}
