-- 003 soft delete: loads, payments, shippers and vehicles are kept when deleted;
-- a set deleted_at hides the row from every default query.
ALTER TABLE loads    ADD COLUMN deleted_at timestamptz;
ALTER TABLE payments ADD COLUMN deleted_at timestamptz;
ALTER TABLE shippers ADD COLUMN deleted_at timestamptz;
ALTER TABLE vehicles ADD COLUMN deleted_at timestamptz;

CREATE INDEX loads_live_idx ON loads (created_at DESC) WHERE deleted_at IS NULL;

-- shippers.load_count counts the client's live (not soft-deleted) loads.
CREATE FUNCTION refresh_shipper_load_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected uuid[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.shipper_id IS NOT NULL THEN
    affected := affected || OLD.shipper_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.shipper_id IS NOT NULL THEN
    affected := affected || NEW.shipper_id;
  END IF;
  IF affected IS NOT NULL THEN
    UPDATE shippers s
       SET load_count = (SELECT count(*) FROM loads l WHERE l.shipper_id = s.id AND l.deleted_at IS NULL)
     WHERE s.id = ANY (affected);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER loads_shipper_count
AFTER INSERT OR DELETE OR UPDATE OF shipper_id, deleted_at ON loads
FOR EACH ROW EXECUTE FUNCTION refresh_shipper_load_count();
