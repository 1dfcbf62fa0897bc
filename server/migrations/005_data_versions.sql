-- Data versions: what lets every API process cache its answers and never serve a stale one.
-- Any statement that writes a table of a domain (from the API, a staff tool, psql or
-- `pnpm db:reset`) sets that domain's version to its own transaction id. Transaction ids are
-- never reused in a cluster, not even after the schema is dropped and made again, so a
-- cached answer is fresh exactly when the version it was built under is still the current one.

CREATE TABLE data_versions (
  domain text PRIMARY KEY,
  version bigint NOT NULL
);

INSERT INTO data_versions (domain, version)
VALUES ('catalogue', pg_current_xact_id()::text::bigint),
       ('favourites', pg_current_xact_id()::text::bigint),
       ('sessions', pg_current_xact_id()::text::bigint);

CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = pg_current_xact_id()::text::bigint
   WHERE domain = TG_ARGV[0] AND version <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;

-- What the catalogue answers (settings, restaurant lists, details, menus) are made of.
CREATE TRIGGER app_settings_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER cuisines_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cuisines
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER restaurants_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON restaurants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER restaurant_cuisines_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON restaurant_cuisines
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER outlets_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON outlets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER outlet_business_hours_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON outlet_business_hours
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER food_tags_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON food_tags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER outlet_food_tags_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON outlet_food_tags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER menu_categories_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER dishes_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dishes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER customisation_groups_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customisation_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER customisation_items_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customisation_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
-- Ratings feed a restaurant's average stars.
CREATE TRIGGER ratings_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ratings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');

-- Hearts: each customer's is_like on the lists.
CREATE TRIGGER favourites_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favourites
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('favourites');

-- A token that stops being valid (logout, password reset, expiry moved, user removed). A new
-- token changes nothing cached (unknown tokens are never cached), and last_used_at is left out
-- on purpose: it is written as tokens are used.
CREATE TRIGGER auth_tokens_version
  AFTER UPDATE OF revoked_at, expires_at, user_id, token_hash OR DELETE OR TRUNCATE ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('sessions');
CREATE TRIGGER users_version AFTER DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('sessions');
