-- 008 load board: indexes for every filter and sort of the board, and a
-- version number that lets the app keep exact page totals between changes.
--
-- Every board query (GET /loads, /api/loads, /api/loads/search, /loadboard,
-- /marketplace) reads live, listed loads of one status, so the indexes are
-- partial on exactly that and lead with status. Each ends with the board's
-- tie-breaker (created_at DESC, id DESC) so pages are stable, and INCLUDEs the
-- remaining filter columns: a page is found by an index-only scan that skips
-- the rows before it without visiting the table (the app joins the 20 ids of
-- the page back to loads), and any combination of filters is checked inside
-- the index. Measured on 200,000 loads: see BENCHMARKS.md.

-- No city filter: newest first, and the three other sorts.
CREATE INDEX loads_board_newest_idx ON loads (status, created_at DESC, id DESC)
  INCLUDE (origin_key, destination_key, truck_type, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;
-- Sort by pickup date, and the pickup_date filter (an equality on the second column).
CREATE INDEX loads_board_pickup_idx ON loads (status, pickup_date, created_at DESC, id DESC)
  INCLUDE (origin_key, destination_key, truck_type, weight_tonnes)
  WHERE deleted_at IS NULL AND listed;
CREATE INDEX loads_board_price_asc_idx ON loads (status, price_paise ASC NULLS LAST, created_at DESC, id DESC)
  INCLUDE (origin_key, destination_key, truck_type, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;
CREATE INDEX loads_board_price_desc_idx ON loads (status, price_paise DESC NULLS LAST, created_at DESC, id DESC)
  INCLUDE (origin_key, destination_key, truck_type, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;

-- City filters (alone, with the truck type, and the route), newest first.
CREATE INDEX loads_board_origin_idx ON loads (status, origin_key, created_at DESC, id DESC)
  INCLUDE (destination_key, truck_type, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;
CREATE INDEX loads_board_origin_truck_idx ON loads (status, origin_key, truck_type, created_at DESC, id DESC)
  INCLUDE (destination_key, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;
CREATE INDEX loads_board_destination_idx ON loads (status, destination_key, created_at DESC, id DESC)
  INCLUDE (origin_key, truck_type, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;
CREATE INDEX loads_board_destination_truck_idx ON loads (status, destination_key, truck_type, created_at DESC, id DESC)
  INCLUDE (origin_key, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;
CREATE INDEX loads_board_route_idx ON loads (status, origin_key, destination_key, created_at DESC, id DESC)
  INCLUDE (truck_type, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;

-- Truck type alone, and weight ranges.
CREATE INDEX loads_board_truck_idx ON loads (status, truck_type, created_at DESC, id DESC)
  INCLUDE (origin_key, destination_key, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;
CREATE INDEX loads_board_weight_idx ON loads (status, weight_tonnes)
  INCLUDE (origin_key, destination_key, truck_type, pickup_date)
  WHERE deleted_at IS NULL AND listed;

-- The index of 003 (created_at of every live load) is served by the ones above for the board.

-- Board version: goes up once per committed transaction that changes what the
-- board counts (a load added, removed, or changed in status, cities, truck type,
-- weight, pickup date, listing or deletion). The app caches the exact total of
-- a filter together with the version it was counted at, and reuses it only
-- while the version is unchanged, so a total is never stale, on any instance.
CREATE TABLE load_board_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO load_board_version DEFAULT VALUES;

-- Runs at commit (deferred) and only once per transaction, so concurrent
-- writers hold the version row for an instant, after every other lock is taken.
CREATE FUNCTION bump_load_board_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('fm.load_board_bumped', true) IS DISTINCT FROM 'yes' THEN
    UPDATE load_board_version SET version = version + 1;
    PERFORM set_config('fm.load_board_bumped', 'yes', true);
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER loads_board_version_insert AFTER INSERT ON loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_load_board_version();
CREATE CONSTRAINT TRIGGER loads_board_version_delete AFTER DELETE ON loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_load_board_version();
CREATE CONSTRAINT TRIGGER loads_board_version_update AFTER UPDATE ON loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
     OR OLD.origin_key IS DISTINCT FROM NEW.origin_key
     OR OLD.destination_key IS DISTINCT FROM NEW.destination_key
     OR OLD.truck_type IS DISTINCT FROM NEW.truck_type
     OR OLD.weight_tonnes IS DISTINCT FROM NEW.weight_tonnes
     OR OLD.pickup_date IS DISTINCT FROM NEW.pickup_date
     OR OLD.listed IS DISTINCT FROM NEW.listed
     OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION bump_load_board_version();
