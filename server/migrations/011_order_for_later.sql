-- Issue 35, order for later: a cart, and the order made of it, may be for a slot inside the
-- outlet's next opening hours instead of as soon as possible. NULL: as soon as possible.
ALTER TABLE carts ADD COLUMN scheduled_for timestamptz;
ALTER TABLE orders ADD COLUMN scheduled_for timestamptz;
