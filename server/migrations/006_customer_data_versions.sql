-- Versions for the per-customer answers (viewCart, listPastOrders), as 005 does for the
-- catalogue: every change to a cart, an address or an order moves its domain's version.
INSERT INTO data_versions (domain, version)
VALUES ('carts', pg_current_xact_id()::text::bigint),
       ('orders', pg_current_xact_id()::text::bigint);

-- A cart's delivery fee follows the chosen address.
SELECT version_table(name, 'carts') FROM unnest(ARRAY['carts', 'cart_lines', 'addresses']) AS name;

-- An order's 'Rate Us' button comes from ratings, its driver's name and picture from staff.
SELECT version_table(name, 'orders') FROM unnest(ARRAY['orders', 'order_lines']) AS name;
SELECT version_table('delivery_staff', 'orders');
CREATE TRIGGER ratings_orders_version AFTER INSERT OR UPDATE OR DELETE ON ratings
  FOR EACH ROW EXECUTE FUNCTION bump_data_version('orders');
CREATE TRIGGER ratings_orders_truncated AFTER TRUNCATE ON ratings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('orders');

-- Coupons price carts.
SELECT version_table('coupons', 'catalogue');
