import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * How many statement texts stay prepared. The app has ~150 texts of its own; a few are built
 * per call (a list's filters, a bulk insert's row count), and these must not grow the backend's
 * memory for good: the longest unused is closed.
 */
const KEPT_STATEMENTS = 400;
/** A statement with more parameters than this (a seed's bulk insert) runs once, unprepared. */
const MAX_PREPARED_PARAMS = 64;

interface Prepared {
  name: string;
  /** The parameters' type oids, as Postgres inferred them: how each value is written. */
  paramTypes: number[];
}

const joined = (...messages: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    out.set(message, at);
    at += message.length;
  }
  return out;
};

/**
 * PGlite's `query`, each text parsed once. `pg.query` sends Parse, Describe, Bind, Describe,
 * Execute and Sync as six calls into the WebAssembly and parses the text every time, which for
 * the app's joins is most of a statement's cost: under `pnpm load` the thread was the limit,
 * and a round of a customer's calls took it 34 ms, 16 ms this way. Here a text is parsed once
 * into a named statement, and each call is one Bind, Describe, Execute and Sync. Values are
 * written and rows read by PGlite's own serializers and parsers, as `pg.query` does. One per
 * connection: the names live in its backend.
 */
export function preparedQueries(pg: PGlite, kept = KEPT_STATEMENTS) {
  const statements = new Map<string, Prepared>();
  let made = 0;

  const run = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
  const forget = async (text: string) => {
    const { name } = statements.get(text)!;
    statements.delete(text);
    await run(joined(serialize.close({ type: 'S', name }), serialize.sync()));
  };

  async function prepare(text: string): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      // most recently used last: the Map's order is what the bound closes by
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    // a fresh name each time: a Parse that failed may still have made its statement
    const name = `ie_${++made}`;
    const described = await run(
      joined(
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, prepared);
    if (statements.size > kept) await forget(statements.keys().next().value!);
    return prepared;
  }

  return async function query(text: string, params: readonly unknown[] = []): Promise<unknown[]> {
    if (params.length > MAX_PREPARED_PARAMS) return (await pg.query(text, [...params])).rows;
    const { name, paramTypes } = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = pg.serializers[paramTypes[i]!];
      return write ? write(value) : String(value);
    });
    let messages;
    try {
      messages = await run(
        joined(
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
      );
    } catch (error) {
      // A table changed under the statement (a migration run after it was prepared): the next
      // call prepares the text afresh.
      if ((error as { code?: string }).code === '0A000') await forget(text);
      throw error;
    }
    // outside a transaction, as `pg.query` does: a file system that buffers writes flushes
    // (Sync's answer, ReadyForQuery, is the last message and says the transaction state)
    const ready = messages.at(-1);
    if (ready && 'status' in ready && ready.status === 'I') await pg.syncToFs();
    return parse.parseResults(messages, pg.parsers)[0]?.rows ?? [];
  };
}
