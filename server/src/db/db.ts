/** The one database surface the server uses; PGlite and node-postgres both implement it. */
export interface Db {
  /** Runs one statement with $1.. parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in a transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Statements that may have written, counted as they complete; only a database this process
   * alone can write (embedded PGlite) has it, and then caches may trust it instead of asking.
   */
  completedWrites?(): number;
}
