-- 001 initial schema: accounts, sessions, loads and the business ledger's tables.
-- Money is always integer paise (bigint, suffix _paise). Times are timestamptz.

CREATE TABLE users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username      text NOT NULL UNIQUE
                CHECK (username = lower(username) AND username !~ '\s' AND length(username) BETWEEN 1 AND 64),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  role          text NOT NULL CHECK (role IN ('driver', 'shipper', 'broker', 'admin')),
  phone         text,
  password_hash text,
  plan          text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'premium')),
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  verified_at   timestamptz,
  company_name  text,
  city          text,
  gstin         text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_role_idx ON users (role);
CREATE INDEX users_phone_idx ON users (phone) WHERE phone IS NOT NULL;

-- Server-side sessions: only the SHA-256 of the cookie token is stored.
CREATE TABLE sessions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash   bytea NOT NULL UNIQUE,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  ip           text,
  user_agent   text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Failed sign-ins, counted per account and per address for throttling.
CREATE TABLE login_failures (
  id         bigserial PRIMARY KEY,
  username   text NOT NULL,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_username_idx ON login_failures (username, created_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

-- Business ledger: client companies of a transport business (shipper or broker).
CREATE TABLE shippers (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id     uuid NOT NULL REFERENCES users (id),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 160),
  contact_name text,
  phone        text,
  gstin        text,
  city         text,
  address      text,
  load_count   integer NOT NULL DEFAULT 0 CHECK (load_count >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shippers_owner_idx ON shippers (owner_id);

-- Trucks of a business or of a driver.
CREATE TABLE vehicles (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id            uuid NOT NULL REFERENCES users (id),
  registration_number text NOT NULL,
  truck_type          text NOT NULL CHECK (truck_type IN ('container','open','trailer','tanker','reefer','tipper','lcv','other')),
  truck_length_ft     integer CHECK (truck_length_ft BETWEEN 6 AND 80),
  capacity_tonnes     numeric(6,2) CHECK (capacity_tonnes > 0 AND capacity_tonnes <= 100),
  driver_name         text,
  driver_phone        text,
  active              boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicles_owner_idx ON vehicles (owner_id);

-- A load: posted on the board (listed) or kept only in a business's books.
CREATE TABLE loads (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id            uuid NOT NULL REFERENCES users (id),
  origin              text NOT NULL CHECK (length(origin) BETWEEN 1 AND 80),
  destination         text NOT NULL CHECK (length(destination) BETWEEN 1 AND 80),
  -- lower-cased canonical city names, what the board's filters match on
  origin_key          text NOT NULL,
  destination_key     text NOT NULL,
  pickup_date         date NOT NULL,
  truck_type          text NOT NULL CHECK (truck_type IN ('container','open','trailer','tanker','reefer','tipper','lcv','other')),
  truck_length_ft     integer CHECK (truck_length_ft BETWEEN 6 AND 80),
  weight_tonnes       numeric(6,2) NOT NULL CHECK (weight_tonnes > 0 AND weight_tonnes <= 100),
  price_paise         bigint CHECK (price_paise > 0),
  material            text CHECK (length(material) <= 120),
  description         text CHECK (length(description) <= 2000),
  contact_phone       text,
  status              text NOT NULL DEFAULT 'open'
                      CHECK (status IN ('open', 'assigned', 'in_transit', 'delivered', 'cancelled')),
  assigned_driver_id  uuid REFERENCES users (id),
  accepted_bid_id     uuid,
  payment_status      text NOT NULL DEFAULT 'unpaid'
                      CHECK (payment_status IN ('unpaid', 'held', 'released', 'refunded', 'disputed')),
  escrow_amount_paise bigint NOT NULL DEFAULT 0 CHECK (escrow_amount_paise >= 0),
  platform_fee_paise  bigint NOT NULL DEFAULT 0 CHECK (platform_fee_paise >= 0),
  settled_at          timestamptz,
  shipper_id          uuid REFERENCES shippers (id),
  vehicle_id          uuid REFERENCES vehicles (id),
  listed              boolean NOT NULL DEFAULT true,
  view_count          integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loads_owner_idx ON loads (owner_id, created_at DESC);
CREATE INDEX loads_driver_idx ON loads (assigned_driver_id) WHERE assigned_driver_id IS NOT NULL;

-- Business ledger payment rows (money received from clients or paid out).
CREATE TABLE payments (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id     uuid NOT NULL REFERENCES users (id),
  load_id      uuid REFERENCES loads (id),
  shipper_id   uuid REFERENCES shippers (id),
  direction    text NOT NULL CHECK (direction IN ('received', 'paid')),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  method       text NOT NULL DEFAULT 'bank' CHECK (method IN ('cash', 'bank', 'upi', 'cheque', 'other')),
  paid_on      date NOT NULL DEFAULT current_date,
  reference    text,
  note         text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_owner_idx ON payments (owner_id, paid_on DESC);
CREATE INDEX payments_load_idx ON payments (load_id);

-- Keeps updated_at honest without every query remembering it.
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;

CREATE TRIGGER users_touch BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER shippers_touch BEFORE UPDATE ON shippers FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER vehicles_touch BEFORE UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER loads_touch BEFORE UPDATE ON loads FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER payments_touch BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
