-- An order keeps a snapshot of what it needs, not a pointer to rows its customer may delete: a
-- card or address deleted between the charge and the order's write must not fail the write
-- (the money was taken). The address is already copied (delivery_address, ...); the card's
-- last four digits are copied now.
ALTER TABLE orders DROP COLUMN saved_card_id;
ALTER TABLE orders DROP COLUMN delivery_address_id;
ALTER TABLE orders ADD COLUMN card_last_four text;

-- An intent the reconciler cannot finish (the provider down, a refund refused) is tried again
-- later and later, so it never holds up the intents behind it: retry_at is when it is next due,
-- failures how often it failed, last_error why (for the operator).
ALTER TABLE payment_intents ADD COLUMN failures integer NOT NULL DEFAULT 0;
ALTER TABLE payment_intents ADD COLUMN retry_at timestamptz;
ALTER TABLE payment_intents ADD COLUMN last_error text;
