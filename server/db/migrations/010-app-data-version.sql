-- Issue 16: app data is cached per brand and locale in each server process (server/cache.ts).
-- `brands.version` moves whenever something app data is made of changes — the brand row
-- (settings, custom, config, name), its branches, booking services and branches — so every
-- process (several behind one port, or several machines on one PostgreSQL) sees a change on its
-- next request: the brand row it reads anyway carries the version its cache entry must match.
ALTER TABLE brands ADD COLUMN version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION brands_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.settings IS DISTINCT FROM OLD.settings OR NEW.custom IS DISTINCT FROM OLD.custom
     OR NEW.config IS DISTINCT FROM OLD.config OR NEW.name IS DISTINCT FROM OLD.name THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER brands_version BEFORE UPDATE ON brands
  FOR EACH ROW EXECUTE FUNCTION brands_bump_version();

CREATE FUNCTION brand_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE brands SET version = version + 1 WHERE client = OLD.client;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.client IS DISTINCT FROM OLD.client) THEN
    UPDATE brands SET version = version + 1 WHERE client = NEW.client;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER branches_brand_version AFTER INSERT OR UPDATE OR DELETE ON branches
  FOR EACH ROW EXECUTE FUNCTION brand_data_changed();
CREATE TRIGGER booking_services_brand_version AFTER INSERT OR UPDATE OR DELETE ON booking_services
  FOR EACH ROW EXECUTE FUNCTION brand_data_changed();
CREATE TRIGGER booking_branches_brand_version AFTER INSERT OR UPDATE OR DELETE ON booking_branches
  FOR EACH ROW EXECUTE FUNCTION brand_data_changed();
