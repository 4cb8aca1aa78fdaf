-- 017 load board: every order of the board can resume after a given row.
-- A page after the first starts right after the previous page's last row
-- (keyset), which is one index range only when the whole order runs in one
-- direction and has no NULLs. So:
-- * "earliest pickup" breaks ties oldest-first: (pickup_date, created_at, id);
-- * price orders sort unpriced loads last through a COALESCE that is part of the
--   index: ascending maps NULL to the largest bigint, descending to -1;
--   price_paise itself is INCLUDEd so that the scans stay index-only.
-- A pickup_date filter with the newest-first order reads the pickup index backwards.
DROP INDEX loads_board_pickup_idx;
DROP INDEX loads_board_price_asc_idx;
DROP INDEX loads_board_price_desc_idx;

CREATE INDEX loads_board_pickup_idx ON loads (status, pickup_date, created_at, id)
  INCLUDE (origin_key, destination_key, truck_type, weight_tonnes)
  WHERE deleted_at IS NULL AND listed;
CREATE INDEX loads_board_price_asc_idx ON loads (status, coalesce(price_paise, 9223372036854775807), created_at, id)
  INCLUDE (price_paise, origin_key, destination_key, truck_type, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;
CREATE INDEX loads_board_price_desc_idx ON loads (status, coalesce(price_paise, -1) DESC, created_at DESC, id DESC)
  INCLUDE (price_paise, origin_key, destination_key, truck_type, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;

-- A change of price now moves loads in a board order: it bumps the board version too.
DROP TRIGGER loads_board_version_update ON loads;
CREATE CONSTRAINT TRIGGER loads_board_version_update AFTER UPDATE ON loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
     OR OLD.origin_key IS DISTINCT FROM NEW.origin_key
     OR OLD.destination_key IS DISTINCT FROM NEW.destination_key
     OR OLD.truck_type IS DISTINCT FROM NEW.truck_type
     OR OLD.weight_tonnes IS DISTINCT FROM NEW.weight_tonnes
     OR OLD.pickup_date IS DISTINCT FROM NEW.pickup_date
     OR OLD.price_paise IS DISTINCT FROM NEW.price_paise
     OR OLD.listed IS DISTINCT FROM NEW.listed
     OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION bump_load_board_version();
