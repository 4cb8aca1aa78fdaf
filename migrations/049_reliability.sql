-- 049: reliability figures (src/lib/reliability.ts), read per owner and driver on every board page read.
-- An owner's accepted loads (accepted_bid_id is never cleared) from a small index instead of all their loads,
-- and a load's disputes by load.
CREATE INDEX loads_owner_accepted_idx ON loads (owner_id) INCLUDE (status) WHERE accepted_bid_id IS NOT NULL;
CREATE INDEX disputes_load_idx ON disputes (load_id);

-- The board keeps the owners' figures with its pages per version: a dispute raised or resolved, and a trip's
-- step (its delivery time), move the version too (a load's status and payment state already do, 019).
CREATE CONSTRAINT TRIGGER disputes_board_version AFTER INSERT OR UPDATE OR DELETE ON disputes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_load_board_version();
CREATE CONSTRAINT TRIGGER trips_board_version AFTER INSERT OR UPDATE OF status ON trips
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_load_board_version();

-- Loads posted per owner, kept by the statement that adds or removes loads: counting an owner's loads on every
-- board page read costs as much as the owner has loads (npm run bench: 200,000 loads on a few owners).
CREATE TABLE owner_load_counts (
  owner_id     uuid PRIMARY KEY REFERENCES users (id),
  loads_posted integer NOT NULL CHECK (loads_posted >= 0)
);
INSERT INTO owner_load_counts (owner_id, loads_posted) SELECT owner_id, count(*) FROM loads GROUP BY owner_id;

CREATE FUNCTION owner_load_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO owner_load_counts (owner_id, loads_posted)
    SELECT owner_id, count(*) FROM new_loads GROUP BY owner_id ORDER BY owner_id
  ON CONFLICT (owner_id) DO UPDATE SET loads_posted = owner_load_counts.loads_posted + excluded.loads_posted;
  RETURN NULL;
END $$;
CREATE FUNCTION owner_load_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE owner_load_counts c SET loads_posted = c.loads_posted - d.n
    FROM (SELECT owner_id, count(*) AS n FROM old_loads GROUP BY owner_id) d WHERE c.owner_id = d.owner_id;
  RETURN NULL;
END $$;
CREATE TRIGGER loads_owner_count_insert AFTER INSERT ON loads REFERENCING NEW TABLE AS new_loads
  FOR EACH STATEMENT EXECUTE FUNCTION owner_load_counts_insert();
CREATE TRIGGER loads_owner_count_delete AFTER DELETE ON loads REFERENCING OLD TABLE AS old_loads
  FOR EACH STATEMENT EXECUTE FUNCTION owner_load_counts_delete();
