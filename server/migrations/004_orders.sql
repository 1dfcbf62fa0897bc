-- Orders, payments and staff: the lifecycle's last step and the built-in sandbox provider.

-- Delivery orders end at 'delivered' after 'picked_up' (DESIGN.md §5 lifecycle).
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN
  ('placed', 'confirmed', 'rejected', 'ready_for_pickup', 'picked_up', 'delivered', 'cancelled'));
ALTER TABLE orders ADD COLUMN IF NOT EXISTS delivered_at timestamptz;
-- The provider's capture / charge id, kept so a tip or an order can be refunded.
ALTER TABLE payments ADD COLUMN IF NOT EXISTS provider_charge_id text;

-- The sandbox provider's own books, standing in for a real provider's servers. Like a real
-- provider it sees card numbers only in flight: tokens and last four digits are all it keeps.
CREATE TABLE sandbox_orders (
  id text PRIMARY KEY,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL CHECK (status IN ('CREATED', 'APPROVED', 'COMPLETED', 'VOIDED')),
  return_url text NOT NULL,
  cancel_url text NOT NULL,
  payer_id text,
  capture_id text UNIQUE,
  refunded boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per successful charge of a saved-card token; the key makes retries one charge.
CREATE TABLE sandbox_charges (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  card_token text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  refunded boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
