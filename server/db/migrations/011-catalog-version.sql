-- Issue 16: products pages and categories are cached per brand in each server process
-- (server/cache.ts `answer`). `brands.catalog_version` moves whenever a brand's catalog rows
-- change (an admin edit, the seed, an order taking stock), so every process sees the change on
-- its next request: the brand row it reads anyway (with the session, one query) carries the
-- version its cached answers must match. A separate column from `version`, so an order taking
-- stock does not throw away the cached app data. Statement-level triggers: the seed's thousands
-- of inserted rows bump the version once per statement, not once per row.
ALTER TABLE brands ADD COLUMN catalog_version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE brands SET catalog_version = catalog_version + 1
     WHERE client IN (SELECT DISTINCT client FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE brands SET catalog_version = catalog_version + 1
     WHERE client IN (SELECT DISTINCT client FROM old_rows);
  ELSE
    UPDATE brands SET catalog_version = catalog_version + 1
     WHERE client IN (SELECT client FROM new_rows UNION SELECT client FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER catalog_products_inserted AFTER INSERT ON catalog_products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
CREATE TRIGGER catalog_products_updated AFTER UPDATE ON catalog_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
CREATE TRIGGER catalog_products_deleted AFTER DELETE ON catalog_products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
CREATE TRIGGER catalog_categories_inserted AFTER INSERT ON catalog_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
CREATE TRIGGER catalog_categories_updated AFTER UPDATE ON catalog_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
CREATE TRIGGER catalog_categories_deleted AFTER DELETE ON catalog_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
