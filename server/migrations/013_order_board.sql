-- Issue 36, the order board: the preparation time a restaurant gives when it accepts an order
-- (the customer's tracker shows when it will be ready), and why it refused one.
ALTER TABLE orders ADD COLUMN preparation_minutes integer;
ALTER TABLE orders ADD COLUMN refusal_reason text;
