-- 035: a suspended driver's bids are out too. Suspending a driver withdraws
-- their live bids (so no owner accepts a bid from an account that cannot sign
-- in to carry the load), and a bid cannot become live for a suspended driver:
-- the placing request holds the driver's row (bids lock it for the daily limit),
-- so a bid racing the suspension either commits first (and is withdrawn by it)
-- or waits, sees the suspension and is refused.
CREATE OR REPLACE FUNCTION bids_load_owner_must_be_active() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hidden boolean;
  owner_status text;
  driver_status text;
BEGIN
  SELECT l.hidden_by_suspension, u.status INTO hidden, owner_status
    FROM loads l JOIN users u ON u.id = l.owner_id
   WHERE l.id = NEW.load_id
     FOR SHARE OF l;
  IF hidden OR owner_status = 'suspended' THEN
    RAISE EXCEPTION 'this load is off the board: its owner is suspended'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bids_load_owner_active';
  END IF;
  SELECT status INTO driver_status FROM users WHERE id = NEW.driver_id;
  IF driver_status = 'suspended' THEN
    RAISE EXCEPTION 'the driver of this bid is suspended'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bids_driver_active';
  END IF;
  RETURN NEW;
END $$;
