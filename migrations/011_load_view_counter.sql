-- 011 load view counter: loads.view_count goes up on the first view of each
-- viewer per day (load_views). A view is not an edit of the load: it must not
-- move updated_at, and it must not write an audit row (the audit log would
-- otherwise grow by one row per viewer per load per day).

-- loads gets its own touch function: a change of view_count alone keeps updated_at.
CREATE FUNCTION touch_load_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.view_count IS DISTINCT FROM OLD.view_count
     AND (to_jsonb(NEW) - 'view_count' - 'updated_at') = (to_jsonb(OLD) - 'view_count' - 'updated_at') THEN
    RETURN NEW;
  END IF;
  NEW.updated_at := now();
  RETURN NEW;
END $$;

DROP TRIGGER loads_touch ON loads;
CREATE TRIGGER loads_touch BEFORE UPDATE ON loads FOR EACH ROW EXECUTE FUNCTION touch_load_updated_at();

-- The audit trigger of 004 stays for inserts and deletes; updates are audited
-- unless only the view counter changed.
DROP TRIGGER loads_audit ON loads;
CREATE TRIGGER loads_audit AFTER INSERT OR DELETE ON loads
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
CREATE TRIGGER loads_audit_update AFTER UPDATE ON loads
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'view_count') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count'))
  EXECUTE FUNCTION audit_row_change();
