-- 005 marketplace tables: bids and negotiation, trips, ratings, notifications,
-- load views, messages, driver profiles and the broker's records.

CREATE TABLE bids (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  load_id            uuid NOT NULL REFERENCES loads (id),
  driver_id          uuid NOT NULL REFERENCES users (id),
  amount_paise       bigint NOT NULL CHECK (amount_paise > 0),
  estimated_delivery date NOT NULL,
  note               text CHECK (length(note) <= 500),
  status             text NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'countered', 'accepted', 'rejected', 'withdrawn')),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bids_load_idx ON bids (load_id, created_at);
CREATE INDEX bids_driver_idx ON bids (driver_id, created_at DESC);
-- One live bid per driver and load; one accepted bid per load.
CREATE UNIQUE INDEX bids_one_live_per_driver ON bids (load_id, driver_id) WHERE status IN ('pending', 'countered');
CREATE UNIQUE INDEX bids_one_accepted_per_load ON bids (load_id) WHERE status = 'accepted';
CREATE TRIGGER bids_touch BEFORE UPDATE ON bids FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

ALTER TABLE loads ADD CONSTRAINT loads_accepted_bid_fk FOREIGN KEY (accepted_bid_id) REFERENCES bids (id);

-- Counter-offers and answers on a bid, in order.
CREATE TABLE negotiations (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bid_id       uuid NOT NULL REFERENCES bids (id),
  author_id    uuid NOT NULL REFERENCES users (id),
  author_side  text NOT NULL CHECK (author_side IN ('owner', 'driver')),
  action       text NOT NULL CHECK (action IN ('counter', 'accept', 'decline')),
  amount_paise bigint CHECK (amount_paise > 0),
  note         text CHECK (length(note) <= 500),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX negotiations_bid_idx ON negotiations (bid_id, created_at);

CREATE TABLE trips (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  load_id             uuid NOT NULL UNIQUE REFERENCES loads (id),
  bid_id              uuid NOT NULL REFERENCES bids (id),
  driver_id           uuid NOT NULL REFERENCES users (id),
  agreed_amount_paise bigint NOT NULL CHECK (agreed_amount_paise > 0),
  status              text NOT NULL DEFAULT 'scheduled'
                      CHECK (status IN ('scheduled', 'en_route_to_pickup', 'loaded', 'in_transit', 'delivered', 'cancelled')),
  scheduled_at          timestamptz NOT NULL DEFAULT now(),
  en_route_to_pickup_at timestamptz,
  loaded_at             timestamptz,
  in_transit_at         timestamptz,
  delivered_at          timestamptz,
  cancelled_at          timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trips_driver_idx ON trips (driver_id, created_at DESC);
CREATE TRIGGER trips_touch BEFORE UPDATE ON trips FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- One rating per trip per side (the rater), only after delivery (checked by the service).
CREATE TABLE ratings (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  trip_id    uuid NOT NULL REFERENCES trips (id),
  rater_id   uuid NOT NULL REFERENCES users (id),
  ratee_id   uuid NOT NULL REFERENCES users (id),
  score      smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  review     text CHECK (length(review) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (trip_id, rater_id)
);
CREATE INDEX ratings_ratee_idx ON ratings (ratee_id);

CREATE TABLE notifications (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id),
  kind       text NOT NULL CHECK (kind IN ('bid_placed', 'bid_accepted', 'bid_rejected', 'bid_countered',
                 'counter_answered', 'message', 'trip_status', 'payment', 'payout', 'dispute', 'announcement')),
  title      text NOT NULL,
  body       text NOT NULL DEFAULT '',
  link       text,
  read_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- One view per viewer (user id or hashed address) per day.
CREATE TABLE load_views (
  load_id    uuid NOT NULL REFERENCES loads (id),
  viewer_key text NOT NULL,
  day        date NOT NULL,
  PRIMARY KEY (load_id, viewer_key, day)
);

CREATE TABLE messages (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_id   uuid NOT NULL REFERENCES users (id),
  receiver_id uuid NOT NULL REFERENCES users (id),
  load_id     uuid REFERENCES loads (id),
  content     text NOT NULL CHECK (length(content) BETWEEN 1 AND 2000),
  read_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_id <> receiver_id)
);
CREATE INDEX messages_pair_idx ON messages (least(sender_id, receiver_id), greatest(sender_id, receiver_id), created_at DESC);
CREATE INDEX messages_receiver_unread_idx ON messages (receiver_id) WHERE read_at IS NULL;

CREATE TABLE driver_profiles (
  user_id         uuid PRIMARY KEY REFERENCES users (id),
  vehicle_number  text,
  truck_type      text CHECK (truck_type IN ('container','open','trailer','tanker','reefer','tipper','lcv','other')),
  truck_length_ft integer CHECK (truck_length_ft BETWEEN 6 AND 80),
  capacity_tonnes numeric(6,2) CHECK (capacity_tonnes > 0 AND capacity_tonnes <= 100),
  home_city       text,
  available       boolean NOT NULL DEFAULT false,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER driver_profiles_touch BEFORE UPDATE ON driver_profiles FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- A broker's own network of drivers.
CREATE TABLE broker_network (
  broker_id  uuid NOT NULL REFERENCES users (id),
  driver_id  uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (broker_id, driver_id)
);

-- A broker's commission on a load posted for a client (a row of shippers).
CREATE TABLE commissions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  broker_id    uuid NOT NULL REFERENCES users (id),
  load_id      uuid NOT NULL UNIQUE REFERENCES loads (id),
  shipper_id   uuid REFERENCES shippers (id),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  received_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commissions_broker_idx ON commissions (broker_id, created_at DESC);

-- Admin announcements (delivered as notifications of kind 'announcement').
CREATE TABLE announcements (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  admin_id    uuid NOT NULL REFERENCES users (id),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  role        text CHECK (role IN ('driver', 'shipper', 'broker', 'admin')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
