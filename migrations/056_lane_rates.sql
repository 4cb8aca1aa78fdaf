-- 056 lane rates (issue 18, item 5): what a lane paid lately, from the product's own accepted bids.
-- * loads.accepted_at: when the load's accepted bid was accepted (set by a BEFORE trigger whenever
--   accepted_bid_id changes, so every door that accepts a bid fills it; null again when it is cleared).
--   Existing loads take their trip's creation time, else the accepted bid's last change.
-- * loads_lane_rate_idx: the accepted loads of one lane and truck type by acceptance time, with what the
--   rate needs (the bid, the weight, the distance) in the index, so a lane's 90 days are one range scan
--   and one primary-key probe of bids per trip.
ALTER TABLE loads ADD COLUMN accepted_at timestamptz;

CREATE FUNCTION loads_set_accepted_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.accepted_bid_id IS NULL THEN
    NEW.accepted_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.accepted_at := coalesce(NEW.accepted_at, now());
  ELSIF OLD.accepted_bid_id IS DISTINCT FROM NEW.accepted_bid_id THEN
    NEW.accepted_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER loads_accepted_at BEFORE INSERT OR UPDATE OF accepted_bid_id ON loads
  FOR EACH ROW EXECUTE FUNCTION loads_set_accepted_at();

-- Filling in a derived column is no change of a load: neither audited nor a board change.
ALTER TABLE loads DISABLE TRIGGER USER;
UPDATE loads l SET accepted_at = coalesce(
    (SELECT t.created_at FROM trips t WHERE t.bid_id = l.accepted_bid_id),
    (SELECT b.updated_at FROM bids b WHERE b.id = l.accepted_bid_id))
  WHERE l.accepted_bid_id IS NOT NULL;
ALTER TABLE loads ENABLE TRIGGER USER;

CREATE INDEX loads_lane_rate_idx ON loads (origin_key, destination_key, truck_type, accepted_at)
  INCLUDE (accepted_bid_id, weight_tonnes, distance_km)
  WHERE accepted_bid_id IS NOT NULL AND deleted_at IS NULL AND status <> 'cancelled';
