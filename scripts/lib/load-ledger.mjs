// What `pnpm load`'s customers left in the database: their orders, the provider's charges of
// their saved cards, the order payments and the payment intents not settled.

/** The load's customers are numbered on a phone prefix of their own (scripts/load.mjs). */
export const LOAD_PHONE_PREFIX = '34077';

const customers = `SELECT id FROM users WHERE mobile_number LIKE '${LOAD_PHONE_PREFIX}%'`;

/** The counts, read with `query` (site-database.mjs) once the API has stopped. */
export async function loadLedger(query) {
  const [row] = await query(`SELECT
    (SELECT count(*) FROM orders WHERE user_id IN (${customers})) AS orders,
    (SELECT count(*) FROM sandbox_charges c JOIN saved_cards s ON s.provider_token = c.card_token
      WHERE s.user_id IN (${customers})) AS charges,
    (SELECT count(*) FROM sandbox_charges c JOIN saved_cards s ON s.provider_token = c.card_token
      WHERE s.user_id IN (${customers}) AND c.refunded) AS refunded,
    (SELECT count(*) FROM payments WHERE purpose = 'order' AND status = 'captured'
      AND user_id IN (${customers})) AS captured,
    (SELECT count(*) FROM payment_intents WHERE status <> 'settled'
      AND user_id IN (${customers})) AS unsettled`);
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}
