-- 034: a suspended user's loads leave every board and take no bids (issue 13, item 8).
--
-- Suspending a user takes their open board loads off the board (listed = false,
-- so every board query and its partial indexes drop them, and the board version
-- goes up through loads_board_version_update) and marks exactly those loads with
-- hidden_by_suspension, so that unsuspending lists them again and nothing else
-- (a books-only load stays in the books). Their live bids end with a reason.
--
-- Two guards hold this under concurrency, whatever the application does:
-- * a load cannot be put on the board (inserted listed, or listed again) while
--   its owner is suspended: the owner's row is share-locked, so a post racing
--   the suspension either commits first (and is then hidden by it) or waits and
--   is refused;
-- * a bid cannot become live on a load hidden by a suspension or owned by a
--   suspended user: the load row is share-locked, so a bid racing the suspension
--   either commits first (and is then ended by it) or waits and is refused.
ALTER TABLE loads ADD COLUMN hidden_by_suspension boolean NOT NULL DEFAULT false;
ALTER TABLE loads ADD CONSTRAINT loads_hidden_not_listed CHECK (NOT (hidden_by_suspension AND listed));

-- Why a bid ended when neither the owner nor the driver ended it (shown to the driver).
ALTER TABLE bids ADD COLUMN status_reason text;

CREATE FUNCTION loads_owner_must_be_active() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_status text;
BEGIN
  IF NEW.listed AND (TG_OP = 'INSERT' OR NOT OLD.listed) THEN
    SELECT status INTO owner_status FROM users WHERE id = NEW.owner_id FOR SHARE;
    IF owner_status = 'suspended' THEN
      RAISE EXCEPTION 'the owner of this load is suspended'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'loads_owner_active';
    END IF;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER loads_owner_active BEFORE INSERT OR UPDATE OF listed ON loads
  FOR EACH ROW EXECUTE FUNCTION loads_owner_must_be_active();

CREATE FUNCTION bids_load_owner_must_be_active() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hidden boolean;
  owner_status text;
BEGIN
  SELECT l.hidden_by_suspension, u.status INTO hidden, owner_status
    FROM loads l JOIN users u ON u.id = l.owner_id
   WHERE l.id = NEW.load_id
     FOR SHARE OF l;
  IF hidden OR owner_status = 'suspended' THEN
    RAISE EXCEPTION 'this load is off the board: its owner is suspended'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bids_load_owner_active';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER bids_load_owner_active BEFORE INSERT OR UPDATE OF status ON bids
  FOR EACH ROW WHEN (NEW.status IN ('pending', 'countered'))
  EXECUTE FUNCTION bids_load_owner_must_be_active();
