-- 007 vehicle locations: GPS fixes of a driver per load. position is a
-- geometric point (x = longitude, y = latitude) with a GiST index for
-- nearest-neighbour search (ORDER BY position <-> point(lng, lat)).
CREATE TABLE vehicle_locations (
  id          bigserial PRIMARY KEY,
  load_id     uuid NOT NULL REFERENCES loads (id),
  driver_id   uuid NOT NULL REFERENCES users (id),
  lat         double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng         double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  position    point GENERATED ALWAYS AS (point(lng, lat)) STORED,
  accuracy_m  real CHECK (accuracy_m >= 0),
  speed_kmh   real CHECK (speed_kmh >= 0),
  heading     real CHECK (heading >= 0 AND heading < 360),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_locations_load_idx ON vehicle_locations (load_id, recorded_at DESC);
CREATE INDEX vehicle_locations_driver_idx ON vehicle_locations (driver_id, recorded_at DESC);
CREATE INDEX vehicle_locations_position_gist ON vehicle_locations USING gist (position);
