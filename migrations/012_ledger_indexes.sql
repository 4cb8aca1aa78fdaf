-- 012 business ledger: indexes for the ledger's filters and reports, one live
-- registration number per owner, and a race-free shippers.load_count.

-- refresh_shipper_load_count (003) counted a client's loads in an UPDATE whose
-- snapshot was taken before it waited for the shipper row lock, so two loads
-- added at once for one client counted as one (measured: 33 instead of 40 for
-- 8 parallel writers). Locking the shipper rows first, in a statement of their
-- own, makes the counting UPDATE start after the other writer committed and see
-- its load. Rows are locked in id order so two writers never deadlock, and
-- FOR NO KEY UPDATE (what the UPDATE takes anyway) does not conflict with the
-- key-share lock the foreign key check of the inserted load already holds.
CREATE OR REPLACE FUNCTION refresh_shipper_load_count() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM 1 FROM shippers WHERE id = ANY (affected) ORDER BY id FOR NO KEY UPDATE;
    UPDATE shippers s
       SET load_count = (SELECT count(*) FROM loads l WHERE l.shipper_id = s.id AND l.deleted_at IS NULL)
     WHERE s.id = ANY (affected)
       AND s.load_count IS DISTINCT FROM (SELECT count(*) FROM loads l WHERE l.shipper_id = s.id AND l.deleted_at IS NULL);
  END IF;
  RETURN NULL;
END $$;

-- The ledger's load list: one owner's live loads by pickup date (date filters, monthly report).
CREATE INDEX loads_owner_pickup_live_idx ON loads (owner_id, pickup_date DESC) WHERE deleted_at IS NULL;
-- A client's loads (the load_count trigger counts them; shipper filter, top shippers).
CREATE INDEX loads_shipper_idx ON loads (shipper_id) WHERE shipper_id IS NOT NULL;
-- A vehicle's loads (vehicle filter; a vehicle in use is not deleted).
CREATE INDEX loads_vehicle_idx ON loads (vehicle_id) WHERE vehicle_id IS NOT NULL;
-- A client's payments (shipper filter, receivables).
CREATE INDEX payments_shipper_idx ON payments (shipper_id) WHERE shipper_id IS NOT NULL;

-- One live vehicle per registration number per owner (numbers are stored normalised, e.g. MH12AB1234).
CREATE UNIQUE INDEX vehicles_owner_registration_live_idx ON vehicles (owner_id, registration_number) WHERE deleted_at IS NULL;
CREATE INDEX shippers_owner_name_live_idx ON shippers (owner_id, lower(name)) WHERE deleted_at IS NULL;

-- The admin's list of soft-deleted ledger rows, most recently deleted first.
CREATE INDEX shippers_deleted_idx ON shippers (deleted_at DESC) WHERE deleted_at IS NOT NULL;
CREATE INDEX vehicles_deleted_idx ON vehicles (deleted_at DESC) WHERE deleted_at IS NOT NULL;
CREATE INDEX payments_deleted_idx ON payments (deleted_at DESC) WHERE deleted_at IS NOT NULL;
CREATE INDEX loads_deleted_idx ON loads (deleted_at DESC) WHERE deleted_at IS NOT NULL;
