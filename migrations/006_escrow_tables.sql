-- 006 escrow tables: a double-entry ledger. Every movement is one
-- escrow_transactions row with balanced escrow_entries; accounts cache their
-- balances per bucket and may never go below zero (except the outside world).

CREATE TABLE platform_config (
  id                 boolean PRIMARY KEY DEFAULT true CHECK (id),
  commission_bps     integer NOT NULL DEFAULT 500 CHECK (commission_bps BETWEEN 0 AND 10000),
  min_deposit_paise  bigint  NOT NULL DEFAULT 50000 CHECK (min_deposit_paise > 0),
  min_payout_paise   bigint  NOT NULL DEFAULT 10000 CHECK (min_payout_paise > 0),
  hold_period_days   integer NOT NULL DEFAULT 7 CHECK (hold_period_days >= 0),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
INSERT INTO platform_config DEFAULT VALUES;

CREATE TABLE escrow_accounts (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind            text NOT NULL CHECK (kind IN ('user', 'platform_fees', 'external')),
  user_id         uuid UNIQUE REFERENCES users (id),
  available_paise bigint NOT NULL DEFAULT 0,
  held_paise      bigint NOT NULL DEFAULT 0,
  reserved_paise  bigint NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'user') = (user_id IS NOT NULL)),
  -- The outside world (deposits in, payouts out) is the only account that goes negative.
  CHECK (kind = 'external' OR (available_paise >= 0 AND held_paise >= 0 AND reserved_paise >= 0))
);
CREATE UNIQUE INDEX escrow_accounts_one_system_kind ON escrow_accounts (kind) WHERE kind <> 'user';
INSERT INTO escrow_accounts (kind) VALUES ('platform_fees'), ('external');

CREATE TABLE escrow_transactions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind         text NOT NULL CHECK (kind IN ('deposit', 'hold', 'release', 'refund', 'payout', 'fee')),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  load_id      uuid REFERENCES loads (id),
  initiated_by uuid REFERENCES users (id),
  memo         text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX escrow_transactions_load_idx ON escrow_transactions (load_id);

CREATE TABLE escrow_entries (
  id             bigserial PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES escrow_transactions (id),
  account_id     uuid NOT NULL REFERENCES escrow_accounts (id),
  bucket         text NOT NULL CHECK (bucket IN ('available', 'held', 'reserved')),
  amount_paise   bigint NOT NULL CHECK (amount_paise <> 0)
);
CREATE INDEX escrow_entries_tx_idx ON escrow_entries (transaction_id);
CREATE INDEX escrow_entries_account_idx ON escrow_entries (account_id, id DESC);

CREATE TABLE payout_requests (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  driver_id      uuid NOT NULL REFERENCES users (id),
  amount_paise   bigint NOT NULL CHECK (amount_paise > 0),
  method         text NOT NULL CHECK (method IN ('upi', 'bank')),
  upi_id         text,
  account_number text,
  ifsc           text,
  account_holder text,
  status         text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'rejected')),
  decided_by     uuid REFERENCES users (id),
  decided_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (method <> 'upi' OR upi_id IS NOT NULL),
  CHECK (method <> 'bank' OR (account_number IS NOT NULL AND ifsc IS NOT NULL AND account_holder IS NOT NULL))
);
CREATE INDEX payout_requests_status_idx ON payout_requests (status, created_at);

CREATE TABLE disputes (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  load_id     uuid NOT NULL REFERENCES loads (id),
  raised_by   uuid NOT NULL REFERENCES users (id),
  reason      text NOT NULL CHECK (length(reason) BETWEEN 1 AND 2000),
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  outcome     text CHECK (outcome IN ('release', 'refund')),
  resolved_by uuid REFERENCES users (id),
  resolved_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX disputes_one_open_per_load ON disputes (load_id) WHERE status = 'open';

-- Idempotency-Key records: the first result of a request is replayed to retries.
CREATE TABLE idempotency_keys (
  user_id      uuid NOT NULL REFERENCES users (id),
  key          text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  route        text NOT NULL,
  request_hash text NOT NULL,
  status_code  integer,
  response     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Ledger rows are written once: never updated, never deleted.
CREATE FUNCTION escrow_ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER escrow_transactions_immutable BEFORE UPDATE OR DELETE ON escrow_transactions
  FOR EACH ROW EXECUTE FUNCTION escrow_ledger_immutable();
CREATE TRIGGER escrow_entries_immutable BEFORE UPDATE OR DELETE ON escrow_entries
  FOR EACH ROW EXECUTE FUNCTION escrow_ledger_immutable();

-- Every transaction's entries sum to zero, checked at commit.
CREATE FUNCTION escrow_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_paise), 0) INTO total FROM escrow_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'escrow transaction % is unbalanced by % paise', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER escrow_entries_balanced AFTER INSERT ON escrow_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION escrow_transaction_balanced();

-- Cached balances follow the entries in the same statement.
CREATE FUNCTION escrow_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE escrow_accounts SET
    available_paise = available_paise + CASE WHEN NEW.bucket = 'available' THEN NEW.amount_paise ELSE 0 END,
    held_paise      = held_paise      + CASE WHEN NEW.bucket = 'held'      THEN NEW.amount_paise ELSE 0 END,
    reserved_paise  = reserved_paise  + CASE WHEN NEW.bucket = 'reserved'  THEN NEW.amount_paise ELSE 0 END
  WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER escrow_entries_apply AFTER INSERT ON escrow_entries
  FOR EACH ROW EXECUTE FUNCTION escrow_apply_entry();
