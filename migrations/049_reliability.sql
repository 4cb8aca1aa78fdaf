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
