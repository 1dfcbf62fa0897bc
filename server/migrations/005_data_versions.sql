-- Data versions: what lets every API process cache its answers and never serve a stale one.
-- Any statement that changes a row of a table of a domain (from the API, a staff tool, psql or
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

-- Row triggers, so a statement that changes nothing (a refused, scoped update) moves nothing;
-- TRUNCATE has only statement triggers.
CREATE FUNCTION version_table(table_name text, domain text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
                 'EXECUTE FUNCTION bump_data_version(%L)', table_name || '_version', table_name, domain);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT '
                 'EXECUTE FUNCTION bump_data_version(%L)', table_name || '_truncated', table_name, domain);
END
$$;

-- What the catalogue answers (settings, restaurant lists, details, menus) are made of; ratings
-- feed a restaurant's average stars.
SELECT version_table(name, 'catalogue')
  FROM unnest(ARRAY['app_settings', 'cuisines', 'restaurants', 'restaurant_cuisines', 'outlets',
                    'outlet_business_hours', 'food_tags', 'outlet_food_tags', 'menu_categories',
                    'dishes', 'customisation_groups', 'customisation_items', 'ratings']) AS name;

-- Hearts: each customer's is_like on the lists.
SELECT version_table('favourites', 'favourites');

-- A token that stops being valid (logout, password reset, expiry moved, user removed). A new
-- token changes nothing cached (unknown tokens are never cached), and last_used_at is left out
-- on purpose: it is written as tokens are used.
CREATE TRIGGER auth_tokens_version
  AFTER UPDATE OF revoked_at, expires_at, user_id, token_hash OR DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION bump_data_version('sessions');
CREATE TRIGGER auth_tokens_truncated AFTER TRUNCATE ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('sessions');
CREATE TRIGGER users_version AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION bump_data_version('sessions');
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('sessions');
