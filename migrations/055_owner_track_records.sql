-- 055: an owner's track record (src/lib/reliability.ts) kept per owner by triggers, so that a board page read again
-- after a change reads it with its rows (one index probe per owner) instead of aggregating every owner's accepted
-- loads, ledger and disputes on each read (+44 % CPU per request in the bench's write scenario, 26 Nov).
--
-- Loads posted stay in owner_load_counts (049). The rest is recomputed from the records for one owner whenever a
-- record it depends on changes: a load's acceptance or status, a hold or release in the ledger, a trip's delivery
-- time, a dispute. The triggers are deferred to the commit (once the transaction's writes are all made) and the
-- recomputation first locks the owner's row: two transactions changing one owner's records at once take turns, and
-- the second one's recomputation (a new statement, a new snapshot) sees the first one's writes, so the row is never
-- left without one of them.
CREATE TABLE owner_track_records (
  owner_id                uuid PRIMARY KEY REFERENCES users (id),
  accepted_loads          integer NOT NULL DEFAULT 0,
  via_escrow              integer NOT NULL DEFAULT 0,
  cancelled_after_accept  integer NOT NULL DEFAULT 0,
  median_release_days     double precision,
  disputes_raised         integer NOT NULL DEFAULT 0,
  disputes_lost           integer NOT NULL DEFAULT 0
);

-- The one definition of the figures (lib/reliability.ts documents them).
CREATE FUNCTION refresh_owner_track_record(p_owner uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_owner IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO owner_track_records (owner_id) VALUES (p_owner) ON CONFLICT (owner_id) DO NOTHING;
  PERFORM 1 FROM owner_track_records WHERE owner_id = p_owner FOR UPDATE;
  UPDATE owner_track_records t SET
    accepted_loads = a.accepted,
    via_escrow = a.via_escrow,
    cancelled_after_accept = a.cancelled,
    median_release_days = a.median_days,
    disputes_raised = d.raised,
    disputes_lost = d.lost
  FROM (
    SELECT count(*)::int AS accepted,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM escrow_transactions h WHERE h.load_id = l.id AND h.kind = 'hold'))::int AS via_escrow,
      count(*) FILTER (WHERE l.status = 'cancelled')::int AS cancelled,
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.created_at - t.delivered_at) / 86400)::numeric, 1)::float8 AS median_days
    FROM loads l
    LEFT JOIN trips t ON t.load_id = l.id
    LEFT JOIN escrow_transactions r ON r.load_id = l.id AND r.kind = 'release'
    WHERE l.owner_id = p_owner AND l.accepted_bid_id IS NOT NULL
  ) a, (
    SELECT count(*) FILTER (WHERE ds.raised_by = p_owner)::int AS raised,
      count(*) FILTER (WHERE ds.status = 'resolved' AND ds.outcome = 'release')::int AS lost
    FROM loads l JOIN disputes ds ON ds.load_id = l.id
    WHERE l.owner_id = p_owner AND l.accepted_bid_id IS NOT NULL
  ) d
  WHERE t.owner_id = p_owner;
END $$;

CREATE FUNCTION owner_track_record_of_load() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_owner_track_record(CASE WHEN TG_OP = 'DELETE' THEN OLD.owner_id ELSE NEW.owner_id END);
  RETURN NULL;
END $$;

-- A row that names a load (ledger, trip, dispute): its load's owner.
CREATE FUNCTION owner_track_record_of_load_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_owner_track_record((SELECT owner_id FROM loads WHERE id = OLD.load_id));
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.load_id IS DISTINCT FROM OLD.load_id) THEN
    PERFORM refresh_owner_track_record((SELECT owner_id FROM loads WHERE id = NEW.load_id));
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER loads_owner_track_record AFTER UPDATE OF accepted_bid_id, status, owner_id ON loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.accepted_bid_id IS DISTINCT FROM NEW.accepted_bid_id
        OR (NEW.accepted_bid_id IS NOT NULL AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)))
  EXECUTE FUNCTION owner_track_record_of_load();
CREATE CONSTRAINT TRIGGER loads_owner_track_record_delete AFTER DELETE ON loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.accepted_bid_id IS NOT NULL)
  EXECUTE FUNCTION owner_track_record_of_load();
CREATE CONSTRAINT TRIGGER escrow_owner_track_record AFTER INSERT ON escrow_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.kind IN ('hold', 'release') AND NEW.load_id IS NOT NULL)
  EXECUTE FUNCTION owner_track_record_of_load_row();
CREATE CONSTRAINT TRIGGER trips_owner_track_record AFTER INSERT OR UPDATE OF delivered_at, load_id OR DELETE ON trips
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION owner_track_record_of_load_row();
CREATE CONSTRAINT TRIGGER disputes_owner_track_record AFTER INSERT OR UPDATE OF status, outcome, raised_by, load_id OR DELETE ON disputes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION owner_track_record_of_load_row();

-- The records as they stand.
SELECT refresh_owner_track_record(owner_id) FROM (SELECT DISTINCT owner_id FROM loads WHERE accepted_bid_id IS NOT NULL) o;
