-- Issue 16: the signed-in user's part of app data (the user's fields, loyalty values, stamps,
-- referral code, last visited branch) is kept per process (server/cache.ts `userPart`) while
-- `users.data_version` holds. It moves whenever anything that part is made of changes: the user
-- row itself, and the user's rows in loyalty_ledger, loyalty_operations, loyalty_cards and orders.
-- The version is read with the session in the one query every request makes, so several
-- processes never answer a stale part. The other tables bump it in deferred triggers (at commit):
-- the user's row is locked at the very end of a transaction, after every lock it takes anyway,
-- which keeps the lock order of spends and orders as it was.
ALTER TABLE users ADD COLUMN data_version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION users_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD AND NEW.data_version = OLD.data_version THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER users_data_version BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_bump_data_version();

CREATE FUNCTION user_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE users SET data_version = data_version + 1 WHERE id_user = OLD.id_user;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.id_user IS DISTINCT FROM OLD.id_user) THEN
    UPDATE users SET data_version = data_version + 1 WHERE id_user = NEW.id_user;
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER loyalty_ledger_user_version AFTER INSERT OR UPDATE OR DELETE
  ON loyalty_ledger DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION user_data_changed();
CREATE CONSTRAINT TRIGGER loyalty_operations_user_version AFTER INSERT OR UPDATE OR DELETE
  ON loyalty_operations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION user_data_changed();
CREATE CONSTRAINT TRIGGER loyalty_cards_user_version AFTER INSERT OR UPDATE OR DELETE
  ON loyalty_cards DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION user_data_changed();
CREATE CONSTRAINT TRIGGER orders_user_version AFTER INSERT OR UPDATE OR DELETE
  ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION user_data_changed();
