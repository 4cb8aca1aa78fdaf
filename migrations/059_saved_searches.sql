-- 059 saved searches and lane alerts (issue 18, item 1).
--
-- A driver or broker saves a board search (`saved_searches`): an origin and/or a destination city of the
-- gazetteer with a radius in km around each (the city's coordinates are copied from city_points, with the
-- bounding box of the radius for a GiST index), a truck type, a weight range, a minimum freight per road km
-- (paise; the load's rate_per_km_paise, price / loads.distance_km). At most 20 per user (checked in the use
-- case under the user's row lock).
--
-- Matching never runs while a load is posted: an insert of a load only queues its id (`load_alert_queue`,
-- one row, no matching). The alerts job (src/features/alerts/jobs.ts) claims queued ids with
-- FOR UPDATE SKIP LOCKED and deletes them in the transaction that records the matches, so several
-- instances share the queue, and a load is matched once. A repost is a new load, so it is queued again.
-- `saved_search_matches` holds each (search, load) once (primary key): the same load never alerts the same
-- search twice. `alert_daily_counts` counts a user's alerts per India day; the cap is
-- platform_config.alert_daily_cap (20), taken by a conditional upsert so racing runs cannot pass it.

CREATE TABLE saved_searches (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id                 uuid NOT NULL REFERENCES users (id),
  origin                  text CHECK (char_length(origin) BETWEEN 1 AND 80),
  origin_key              text,
  origin_radius_km        integer NOT NULL DEFAULT 0 CHECK (origin_radius_km BETWEEN 0 AND 500),
  origin_lat              double precision,
  origin_lng              double precision,
  origin_box              box,
  destination             text CHECK (char_length(destination) BETWEEN 1 AND 80),
  destination_key         text,
  destination_radius_km   integer NOT NULL DEFAULT 0 CHECK (destination_radius_km BETWEEN 0 AND 500),
  destination_lat         double precision,
  destination_lng         double precision,
  destination_box         box,
  truck_type              text,
  min_weight_tonnes       numeric(5, 2) CHECK (min_weight_tonnes > 0),
  max_weight_tonnes       numeric(5, 2) CHECK (max_weight_tonnes > 0),
  min_rate_per_km_paise   bigint CHECK (min_rate_per_km_paise > 0),
  paused                  boolean NOT NULL DEFAULT false,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT saved_searches_a_city CHECK (origin_key IS NOT NULL OR destination_key IS NOT NULL),
  CONSTRAINT saved_searches_weights CHECK (min_weight_tonnes IS NULL OR max_weight_tonnes IS NULL OR min_weight_tonnes <= max_weight_tonnes)
);
CREATE INDEX saved_searches_user ON saved_searches (user_id, created_at);
-- The job's join: a load's point inside a search's box (GiST), exact great-circle check after.
CREATE INDEX saved_searches_origin_box ON saved_searches USING gist (origin_box) WHERE NOT paused;
-- Searches of any origin, by their destination's box.
CREATE INDEX saved_searches_any_origin ON saved_searches USING gist (destination_box) WHERE NOT paused AND origin_key IS NULL;
CREATE TRIGGER saved_searches_audit AFTER INSERT OR UPDATE OR DELETE ON saved_searches
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();

-- The box of a radius around a point, in degrees (lng, lat): a degree of latitude is 111.2 km, one of
-- longitude 111.2 km x cos(lat), widened by 1% so rounding never cuts a city off the exact check.
CREATE FUNCTION radius_box(lat double precision, lng double precision, km integer) RETURNS box
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN lat IS NULL THEN NULL ELSE
    box(point(lng - (km * 1.01 + 0.01) / (111.2 * cos(radians(lat))), lat - (km * 1.01 + 0.01) / 111.2),
        point(lng + (km * 1.01 + 0.01) / (111.2 * cos(radians(lat))), lat + (km * 1.01 + 0.01) / 111.2)) END
$$;

-- Great-circle km between two points (the haversine of geo/cities.ts distanceKm).
CREATE FUNCTION great_circle_km(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT 2 * 6371 * asin(least(1, sqrt(power(sin(radians(lat2 - lat1) / 2), 2)
         + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2))))
$$;

-- Coordinates and boxes follow the city keys and radii, whichever door writes the row.
CREATE FUNCTION saved_searches_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lat, lng INTO NEW.origin_lat, NEW.origin_lng FROM city_points WHERE key = NEW.origin_key;
  IF NOT FOUND THEN NEW.origin_lat := NULL; NEW.origin_lng := NULL; END IF;
  SELECT lat, lng INTO NEW.destination_lat, NEW.destination_lng FROM city_points WHERE key = NEW.destination_key;
  IF NOT FOUND THEN NEW.destination_lat := NULL; NEW.destination_lng := NULL; END IF;
  NEW.origin_box := radius_box(NEW.origin_lat, NEW.origin_lng, NEW.origin_radius_km);
  NEW.destination_box := radius_box(NEW.destination_lat, NEW.destination_lng, NEW.destination_radius_km);
  NEW.updated_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER saved_searches_points BEFORE INSERT OR UPDATE ON saved_searches
  FOR EACH ROW EXECUTE FUNCTION saved_searches_points();

CREATE TABLE load_alert_queue (
  load_id    uuid PRIMARY KEY REFERENCES loads (id) ON DELETE CASCADE,
  queued_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX load_alert_queue_order ON load_alert_queue (queued_at);

CREATE FUNCTION loads_queue_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO load_alert_queue (load_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER loads_queue_alerts AFTER INSERT ON loads
  FOR EACH ROW WHEN (NEW.status = 'open' AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION loads_queue_alerts();

CREATE TABLE saved_search_matches (
  saved_search_id  uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  load_id          uuid NOT NULL REFERENCES loads (id),
  user_id          uuid NOT NULL REFERENCES users (id),
  notified         boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, load_id)
);
CREATE INDEX saved_search_matches_user ON saved_search_matches (user_id, created_at);

CREATE TABLE alert_daily_counts (
  user_id  uuid NOT NULL REFERENCES users (id),
  day      date NOT NULL,
  sent     integer NOT NULL CHECK (sent >= 0),
  PRIMARY KEY (user_id, day)
);

ALTER TABLE platform_config ADD COLUMN alert_daily_cap integer NOT NULL DEFAULT 20 CHECK (alert_daily_cap BETWEEN 1 AND 500);

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('bid_placed', 'bid_accepted', 'bid_rejected',
  'bid_countered', 'counter_answered', 'message', 'trip_status', 'payment', 'payout', 'dispute', 'announcement',
  'network_invitation', 'network_answer', 'load_expired', 'document', 'load_reported', 'load_match'));
