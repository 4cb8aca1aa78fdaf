-- 074: what each board version changed, so that the app drops only the kept pages, totals and owners' figures a
-- change touches (loads/board/cache.ts), not all of them. Before, every posted load and every bid moved the version
-- and emptied every kept page of the board: with 50 writes a second every board read was recomputed (npm run bench:
-- 3,400 board reads a second fell to about 230, and the writes queued behind them).
--
-- Each version (one per committed transaction that changes the board, migration 008) writes at least one row here,
-- in the same transaction as the version, so a reader that sees version v sees every row up to v. A row says:
-- - 'load': the card of load_id changed; with `moves`, the load entered, left or moved in the filters and orders
--   that match its filter columns (the row carries them: one row with the old values and one with the new when
--   they changed); with `lane`, the lane's recent prices shown on the cards of its route may have changed;
-- - 'owner': the figures shown with every load of owner_id changed (name, company, badges, ratings, track record,
--   loads posted);
-- - 'all': anything else, or more than 200 changes in one transaction: everything kept is dropped.
CREATE TABLE load_board_changes (
  version         bigint  NOT NULL,
  kind            text    NOT NULL CHECK (kind IN ('load', 'owner', 'all')),
  load_id         uuid,
  owner_id        uuid,
  moves           boolean NOT NULL DEFAULT false,
  lane            boolean NOT NULL DEFAULT false,
  status          text,
  origin_key      text,
  destination_key text,
  truck_type      text,
  weight_tonnes   numeric,
  pickup_date     date
);
CREATE INDEX load_board_changes_version_idx ON load_board_changes (version);

-- The statuses whose loads make a lane's recent price (LOAD_FACTS, loads/queries.ts).
CREATE FUNCTION board_lane_status(s text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT s IN ('assigned', 'in_transit', 'delivered')
$$;

-- One row of the change log of this transaction's version; after 200 rows one 'all' row stands for the rest.
CREATE FUNCTION note_board_change(p_kind text, p_load loads, p_owner uuid, p_moves boolean, p_lane boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v bigint := current_setting('fm.load_board_v')::bigint;
  n int := current_setting('fm.load_board_n')::int;
BEGIN
  IF n > 200 THEN RETURN; END IF;
  IF n = 200 THEN
    INSERT INTO load_board_changes (version, kind) VALUES (v, 'all');
  ELSE
    INSERT INTO load_board_changes (version, kind, load_id, owner_id, moves, lane, status, origin_key, destination_key, truck_type, weight_tonnes, pickup_date)
    VALUES (v, p_kind, (p_load).id, p_owner, p_moves, p_lane, (p_load).status, (p_load).origin_key, (p_load).destination_key,
            (p_load).truck_type, (p_load).weight_tonnes, (p_load).pickup_date);
  END IF;
  PERFORM set_config('fm.load_board_n', (n + 1)::text, true);
END $$;

-- The version goes up once per transaction, at commit (008); now every row that fires it also says what it changed.
CREATE OR REPLACE FUNCTION bump_load_board_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  l loads;
  moved boolean;
BEGIN
  IF current_setting('fm.load_board_bumped', true) IS DISTINCT FROM 'yes' THEN
    UPDATE load_board_version SET version = version + 1 RETURNING version INTO v;
    PERFORM set_config('fm.load_board_bumped', 'yes', true);
    PERFORM set_config('fm.load_board_v', v::text, true);
    PERFORM set_config('fm.load_board_n', '0', true);
    -- An app more than 20,000 versions behind empties what it kept instead of reading the log (cache.ts).
    IF v % 1000 = 0 THEN
      DELETE FROM load_board_changes WHERE version <= v - 20000;
    END IF;
  END IF;

  IF TG_TABLE_NAME = 'loads' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM note_board_change('load', NEW, NEW.owner_id, true, board_lane_status(NEW.status));
      PERFORM note_board_change('owner', NULL, NEW.owner_id, false, false);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM note_board_change('load', OLD, OLD.owner_id, true, board_lane_status(OLD.status));
      PERFORM note_board_change('owner', NULL, OLD.owner_id, false, false);
    ELSE
      moved := OLD.status IS DISTINCT FROM NEW.status
        OR OLD.origin_key IS DISTINCT FROM NEW.origin_key
        OR OLD.destination_key IS DISTINCT FROM NEW.destination_key
        OR OLD.truck_type IS DISTINCT FROM NEW.truck_type
        OR OLD.weight_tonnes IS DISTINCT FROM NEW.weight_tonnes
        OR OLD.pickup_date IS DISTINCT FROM NEW.pickup_date
        OR OLD.price_paise IS DISTINCT FROM NEW.price_paise
        OR OLD.rate_per_km_paise IS DISTINCT FROM NEW.rate_per_km_paise
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.listed IS DISTINCT FROM NEW.listed
        OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at;
      IF moved THEN
        PERFORM note_board_change('load', OLD, OLD.owner_id, true, board_lane_status(OLD.status));
      END IF;
      PERFORM note_board_change('load', NEW, NEW.owner_id, moved, board_lane_status(OLD.status) OR board_lane_status(NEW.status));
      PERFORM note_board_change('owner', NULL, NEW.owner_id, false, false);
      IF OLD.owner_id IS DISTINCT FROM NEW.owner_id THEN
        PERFORM note_board_change('owner', NULL, OLD.owner_id, false, false);
      END IF;
    END IF;
  ELSIF TG_TABLE_NAME = 'bids' THEN
    -- A bid changes its load's bid count, nothing else a board shows.
    SELECT * INTO l FROM loads WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.load_id ELSE NEW.load_id END);
    PERFORM note_board_change('load', l, l.owner_id, false, false);
  ELSIF TG_TABLE_NAME IN ('trips', 'disputes') THEN
    -- A trip's step or a dispute moves the owner's track record (055).
    SELECT * INTO l FROM loads WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.load_id ELSE NEW.load_id END);
    PERFORM note_board_change('load', l, l.owner_id, false, false);
    PERFORM note_board_change('owner', NULL, l.owner_id, false, false);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM note_board_change('owner', NULL, NEW.id, false, false);
  ELSIF TG_TABLE_NAME = 'ratings' THEN
    PERFORM note_board_change('owner', NULL, CASE WHEN TG_OP = 'DELETE' THEN OLD.ratee_id ELSE NEW.ratee_id END, false, false);
  ELSIF TG_TABLE_NAME = 'user_documents' THEN
    PERFORM note_board_change('owner', NULL, CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END, false, false);
  ELSE
    PERFORM note_board_change('all', NULL, NULL, false, false);
  END IF;
  RETURN NULL;
END $$;

-- A new app keeps nothing yet: the log starts at the current version.
