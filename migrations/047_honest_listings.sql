-- 047: honest listings (issue 17, item 5).
--
-- * A board load whose pickup day (Asia/Kolkata) has passed without an accepted
--   bid is `expired` (the job of features/loads/jobs.ts moves it; its live bids
--   end with a reason). A bid cannot become live on a load that is not open or
--   whose pickup day has passed, even before the job ran: the load row is
--   share-locked, so a bid racing the expiry either commits first (and is then
--   ended by it) or waits and is refused.
-- * Negotiation is bounded: at most 3 counter-offers per bid, by either side
--   (the bid row is locked, so two counters racing are counted one after the
--   other); an owner's counter-offer carries `expires_at`, its time plus
--   platform_config.counter_offer_hours (24 by default), after which it can no
--   longer be accepted and the bid is back to pending at the driver's amount.
ALTER TABLE loads DROP CONSTRAINT loads_status_check;
ALTER TABLE loads ADD CONSTRAINT loads_status_check
  CHECK (status IN ('open', 'assigned', 'in_transit', 'delivered', 'cancelled', 'expired'));

-- The expiry job's search: open board loads by pickup date.
CREATE INDEX loads_open_pickup_idx ON loads (pickup_date) WHERE status = 'open' AND deleted_at IS NULL;

ALTER TABLE platform_config ADD COLUMN counter_offer_hours integer NOT NULL DEFAULT 24 CHECK (counter_offer_hours BETWEEN 1 AND 720);

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('bid_placed', 'bid_accepted', 'bid_rejected',
  'bid_countered', 'counter_answered', 'message', 'trip_status', 'payment', 'payout', 'dispute', 'announcement',
  'network_invitation', 'network_answer', 'load_expired'));

CREATE FUNCTION bids_load_must_be_current() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  load_status text;
  pickup date;
BEGIN
  SELECT status, pickup_date INTO load_status, pickup FROM loads WHERE id = NEW.load_id FOR SHARE;
  IF load_status = 'expired' OR pickup < (now() AT TIME ZONE 'Asia/Kolkata')::date THEN
    RAISE EXCEPTION 'this load has expired: its pickup date has passed'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bids_load_not_expired';
  END IF;
  RETURN NEW;
END $$;

-- A new bid only: the bids already live on a load are ended by the expiry itself.
CREATE TRIGGER bids_load_not_expired BEFORE INSERT ON bids
  FOR EACH ROW WHEN (NEW.status IN ('pending', 'countered'))
  EXECUTE FUNCTION bids_load_must_be_current();

ALTER TABLE negotiations ADD COLUMN expires_at timestamptz;

CREATE FUNCTION negotiations_bound() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counters integer;
BEGIN
  IF NEW.action = 'counter' THEN
    PERFORM 1 FROM bids WHERE id = NEW.bid_id FOR UPDATE;
    SELECT count(*) INTO counters FROM negotiations WHERE bid_id = NEW.bid_id AND action = 'counter';
    IF counters >= 3 THEN
      RAISE EXCEPTION 'a bid takes at most 3 counter-offers'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'negotiations_counter_rounds';
    END IF;
    IF NEW.author_side = 'owner' THEN
      NEW.expires_at := NEW.created_at + make_interval(hours => (SELECT counter_offer_hours FROM platform_config));
    END IF;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER negotiations_bound BEFORE INSERT ON negotiations FOR EACH ROW EXECUTE FUNCTION negotiations_bound();
