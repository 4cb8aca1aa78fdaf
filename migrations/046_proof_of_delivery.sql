-- 046 proof of delivery (issue 17, item 1) and the files it needs (item 2's storage).
--
-- Files are kept in PostgreSQL (several app instances share them with nothing else
-- to run): table `files`, written and read only through src/lib/files.ts. Not audited
-- (the bytes would fill the log); the row that points at a file is.
--
-- A trip moves one step at a time now (CONTRACT section 7 said "one step or more";
-- issue 17 refines it), and reaches `delivered` only with a proof of delivery
-- (`trip_pods`: the receiver's name and at least one photo, `trip_pod_photos`). The
-- shipper accepts the POD, or the driver's right delivery code accepts it at once.
-- The code of each trip is drawn when the trip is created (`trip_delivery_codes`,
-- not audited: the audit log must not show it), with its count of wrong attempts.

CREATE TABLE files (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id     uuid NOT NULL REFERENCES users(id),
  kind         text NOT NULL CHECK (kind IN ('pod_photo')),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size_bytes   integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 8388608),
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT files_size_matches CHECK (octet_length(bytes) = size_bytes)
);
CREATE INDEX files_owner_idx ON files (owner_id, created_at DESC);

CREATE TABLE trip_pods (
  -- The audit log names a record by its `id`: the trip's.
  id              uuid PRIMARY KEY REFERENCES trips(id),
  receiver_name   text NOT NULL CHECK (char_length(receiver_name) BETWEEN 1 AND 100),
  submitted_by    uuid NOT NULL REFERENCES users(id),
  submitted_at    timestamptz NOT NULL DEFAULT now(),
  -- Accepted by the shipper (accepted_by) or by the right delivery code (by_code).
  accepted_at     timestamptz,
  accepted_by     uuid REFERENCES users(id),
  by_code         boolean NOT NULL DEFAULT false,
  CONSTRAINT trip_pods_acceptance CHECK (
    (accepted_at IS NULL AND accepted_by IS NULL AND NOT by_code)
    OR (accepted_at IS NOT NULL AND (by_code OR accepted_by IS NOT NULL))
  )
);

CREATE TABLE trip_pod_photos (
  file_id  uuid PRIMARY KEY REFERENCES files(id),
  trip_id  uuid NOT NULL REFERENCES trip_pods(id),
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 3),
  UNIQUE (trip_id, position)
);

CREATE TRIGGER trip_pods_audit AFTER INSERT OR UPDATE OR DELETE ON trip_pods
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();

-- A POD, once accepted, stays accepted; its name, author and time never change.
CREATE FUNCTION trip_pod_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.receiver_name, NEW.submitted_by, NEW.submitted_at) IS DISTINCT FROM (OLD.id, OLD.receiver_name, OLD.submitted_by, OLD.submitted_at)
     OR (OLD.accepted_at IS NOT NULL AND (NEW.accepted_at, NEW.accepted_by, NEW.by_code) IS DISTINCT FROM (OLD.accepted_at, OLD.accepted_by, OLD.by_code)) THEN
    RAISE EXCEPTION 'a proof of delivery never changes once given, nor once accepted'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trip_pods_fixed';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER trip_pods_guard BEFORE UPDATE ON trip_pods FOR EACH ROW EXECUTE FUNCTION trip_pod_guard();

CREATE TABLE trip_delivery_codes (
  trip_id         uuid PRIMARY KEY REFERENCES trips(id),
  code            text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0)
);

-- Six digits from the strong random generator behind gen_random_uuid().
CREATE FUNCTION random_delivery_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint % 1000000))::text, 6, '0')
$$;

CREATE FUNCTION trip_delivery_code_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trip_delivery_codes (trip_id, code) VALUES (NEW.id, random_delivery_code());
  RETURN NULL;
END $$;
CREATE TRIGGER trips_delivery_code AFTER INSERT ON trips FOR EACH ROW EXECUTE FUNCTION trip_delivery_code_new();

INSERT INTO trip_delivery_codes (trip_id, code) SELECT id, random_delivery_code() FROM trips;

-- The status guard of 013, now one step at a time and `delivered` only with a POD.
CREATE OR REPLACE FUNCTION trip_status_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ELSIF trip_status_rank(NEW.status) > trip_status_rank(OLD.status) + 1 THEN
      RAISE EXCEPTION 'trip % cannot skip from % to %', OLD.id, OLD.status, NEW.status
        USING ERRCODE = 'check_violation', CONSTRAINT = 'trips_status_flow';
    ELSIF NEW.status = 'en_route_to_pickup' THEN
      NEW.en_route_to_pickup_at := coalesce(NEW.en_route_to_pickup_at, now());
    ELSIF NEW.status = 'loaded' THEN
      NEW.loaded_at := coalesce(NEW.loaded_at, now());
    ELSIF NEW.status = 'in_transit' THEN
      NEW.in_transit_at := coalesce(NEW.in_transit_at, now());
    ELSIF NEW.status = 'delivered' THEN
      IF NOT EXISTS (SELECT 1 FROM trip_pods p WHERE p.id = NEW.id) THEN
        RAISE EXCEPTION 'trip % cannot be delivered without a proof of delivery', OLD.id
          USING ERRCODE = 'check_violation', CONSTRAINT = 'trips_delivery_needs_pod';
      END IF;
      NEW.delivered_at := coalesce(NEW.delivered_at, now());
    END IF;
  END IF;
  RETURN NEW;
END $$;
