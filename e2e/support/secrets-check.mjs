// Issue 20.6d: after the browser tests, no card number or CVV they typed (or sent through the
// API's card calls) may be in the site's database or in what its API logged. Only a provider
// token and the last four digits may be kept (README: Payments). Issue 38.2: nor may the log
// hold a token or a code (log-secrets-check.mjs).
import { readFileSync } from 'node:fs';
import { withSiteDatabase } from '../../scripts/lib/site-database.mjs';
import { sessionSecretsIn } from './log-secrets-check.mjs';

/**
 * The full numbers typed in the card forms (checkout-cards, checkout-wallet) and sent by the
 * support helpers (checkout.ts, orders-api.ts), and their CVV.
 */
const CARD_NUMBERS = ['4242424242424242', '4000000000000002'];
const CVVS = ['123'];

/** A number as people write it too: in groups of four, spaced or dashed. */
const writtenForms = (number) => [
  number,
  number.replace(/(\d{4})(?=\d)/g, '$1 '),
  number.replace(/(\d{4})(?=\d)/g, '$1-'),
];

/**
 * Three digits are everywhere in a database (ids, prices, times), so a CVV counts as found
 * when it is a whole text value, or the value of a field named like a card's code.
 */
const cvvField = (cvv) =>
  new RegExp(`(cvv|cvc|security_?code|securityCode)\\W{0,6}${cvv}(?!\\d)`, 'i');

/** Where each card number or CVV was found in `text` (one line each), for the report. */
function findings(where, text) {
  const found = [];
  for (const number of CARD_NUMBERS) {
    for (const form of writtenForms(number)) {
      if (text.includes(form)) found.push(`${where}: card number ${form}`);
    }
  }
  for (const cvv of CVVS) {
    if (cvvField(cvv).test(text)) found.push(`${where}: CVV ${cvv} as a card code field`);
  }
  return found;
}

/** Every row of every table of the database as JSON text, table by table. */
async function dumpTables(query) {
  const tables = await query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const dump = {};
  for (const { name } of tables) {
    dump[name] = (await query(`SELECT row_to_json(t)::text AS row FROM "${name}" t`)).map(
      (r) => r.row,
    );
  }
  return dump;
}

/**
 * What of the typed card data the stopped site left in its PGlite folder `dataDir` and its
 * log file, and which of its tokens and codes the log holds (log-secrets-check.mjs); [] when
 * nothing. Also answers how much it read, so an empty read cannot pass.
 */
export async function secretsLeft({ dataDir, logFile }) {
  const log = readFileSync(logFile, 'utf8');
  const { dump, secrets } = await withSiteDatabase({ dataDir }, async (query) => ({
    dump: await dumpTables(query),
    secrets: await sessionSecretsIn(log, query),
  }));
  const found = [...secrets.found];
  let rows = 0;
  for (const [table, tableRows] of Object.entries(dump)) {
    rows += tableRows.length;
    found.push(...findings(`table ${table}`, tableRows.join('\n')));
    for (const row of tableRows) {
      for (const [column, value] of Object.entries(JSON.parse(row))) {
        if (typeof value === 'string' && CVVS.includes(value.trim())) {
          found.push(`table ${table}: column ${column} holds a CVV`);
        }
      }
    }
  }
  found.push(...findings('API log', log));
  return {
    found,
    tables: Object.keys(dump).length,
    rows,
    logBytes: log.length,
    tokens: secrets.tokens,
    codes: secrets.codes,
  };
}
