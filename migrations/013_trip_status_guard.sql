-- 013 trip status guard (claimed by trips, issue 5). CONTRACT section 7: a trip
-- moves scheduled -> en_route_to_pickup -> loaded -> in_transit -> delivered,
-- only forward (one step or more), and is cancelled only before it is loaded;
-- delivered and cancelled are final. The services check this with the rows
-- locked; the database refuses any other change whatever the code does, and
-- stamps the time of the new status when the writer did not.
-- (005 stays as it was; this is an addition.)

CREATE FUNCTION trip_status_rank(status text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE status
    WHEN 'scheduled' THEN 0
    WHEN 'en_route_to_pickup' THEN 1
    WHEN 'loaded' THEN 2
    WHEN 'in_transit' THEN 3
    WHEN 'delivered' THEN 4
  END
$$;

CREATE FUNCTION trip_status_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.load_id, NEW.bid_id, NEW.driver_id, NEW.agreed_amount_paise, NEW.scheduled_at)
     IS DISTINCT FROM (OLD.load_id, OLD.bid_id, OLD.driver_id, OLD.agreed_amount_paise, OLD.scheduled_at) THEN
    RAISE EXCEPTION 'a trip''s load, bid, driver, amount and schedule time never change'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trips_fixed_columns';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF OLD.status IN ('delivered', 'cancelled') THEN
      RAISE EXCEPTION 'trip % is already %', OLD.id, OLD.status
        USING ERRCODE = 'check_violation', CONSTRAINT = 'trips_status_flow';
    END IF;
    IF NEW.status = 'cancelled' THEN
      IF OLD.status NOT IN ('scheduled', 'en_route_to_pickup') THEN
        RAISE EXCEPTION 'trip % is % and can no longer be cancelled', OLD.id, OLD.status
          USING ERRCODE = 'check_violation', CONSTRAINT = 'trips_status_flow';
      END IF;
      NEW.cancelled_at := coalesce(NEW.cancelled_at, now());
    ELSIF trip_status_rank(NEW.status) <= trip_status_rank(OLD.status) THEN
      RAISE EXCEPTION 'trip % cannot go back from % to %', OLD.id, OLD.status, NEW.status
        USING ERRCODE = 'check_violation', CONSTRAINT = 'trips_status_flow';
    ELSIF NEW.status = 'en_route_to_pickup' THEN
      NEW.en_route_to_pickup_at := coalesce(NEW.en_route_to_pickup_at, now());
    ELSIF NEW.status = 'loaded' THEN
      NEW.loaded_at := coalesce(NEW.loaded_at, now());
    ELSIF NEW.status = 'in_transit' THEN
      NEW.in_transit_at := coalesce(NEW.in_transit_at, now());
    ELSIF NEW.status = 'delivered' THEN
      NEW.delivered_at := coalesce(NEW.delivered_at, now());
    END IF;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER trips_status_guard BEFORE UPDATE ON trips
  FOR EACH ROW EXECUTE FUNCTION trip_status_guard();

-- The lists behind the dashboards: a driver's trips by status, ratings by rater.
CREATE INDEX trips_driver_status_idx ON trips (driver_id, status);
CREATE INDEX ratings_rater_idx ON ratings (rater_id);
