-- 021 real money: deposits through a payment gateway (Razorpay orders) or the
-- simulated one, payouts through RazorpayX followed by webhook, webhook events
-- kept for idempotency, and the provenance of simulated money.
-- (006, 010, 014 and 020 stay as they were; this adds tables, columns and
-- replaces the payout guard's function with one that knows the new states.)

-- One row per deposit attempt. A gateway deposit is 'pending' until the gateway
-- confirms the capture; it is credited to the ledger once ('credited', with its
-- deposit transaction), or 'failed'. A failed one may still be credited when a
-- later capture of the same order is confirmed.
CREATE TABLE escrow_deposits (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id            uuid NOT NULL REFERENCES users (id),
  amount_paise       bigint NOT NULL CHECK (amount_paise > 0),
  gateway            text NOT NULL CHECK (gateway IN ('simulated', 'razorpay')),
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'failed')),
  gateway_order_id   text UNIQUE,
  gateway_payment_id text UNIQUE,
  transaction_id     uuid UNIQUE REFERENCES escrow_transactions (id),
  failure_reason     text CHECK (length(failure_reason) <= 500),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'credited') = (transaction_id IS NOT NULL)),
  CHECK (gateway <> 'razorpay' OR gateway_order_id IS NOT NULL),
  CHECK (status <> 'credited' OR gateway = 'simulated' OR gateway_payment_id IS NOT NULL)
);
CREATE INDEX escrow_deposits_user_idx ON escrow_deposits (user_id, created_at DESC);

-- A deposit is credited once: never back to pending, never uncredited, and its
-- amount, owner, gateway and order never change.
CREATE FUNCTION escrow_deposit_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'deposits are never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status = 'credited' THEN
    RAISE EXCEPTION 'deposit % is already credited', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.status = 'pending' AND OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'deposit % cannot go back to pending', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.user_id, NEW.amount_paise, NEW.gateway, NEW.gateway_order_id, NEW.created_at)
     IS DISTINCT FROM (OLD.user_id, OLD.amount_paise, OLD.gateway, OLD.gateway_order_id, OLD.created_at) THEN
    RAISE EXCEPTION 'a deposit''s owner, amount and order never change' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER escrow_deposits_guard BEFORE UPDATE OR DELETE ON escrow_deposits
  FOR EACH ROW EXECUTE FUNCTION escrow_deposit_guard();
CREATE TRIGGER escrow_deposits_no_truncate BEFORE TRUNCATE ON escrow_deposits
  FOR EACH STATEMENT EXECUTE FUNCTION escrow_refuse_truncate();

-- Every gateway webhook event handled, by the gateway's event id: a replay is a no-op.
CREATE TABLE payment_webhook_events (
  event_id    text PRIMARY KEY CHECK (length(event_id) BETWEEN 1 AND 200),
  event       text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Provenance: how much of an account's money (all buckets) came in through the
-- simulated gateway. At commit it can never exceed the account's balance, so
-- money that is simulated cannot leave through a real payout: the payout's
-- ledger entry would take the balance below it and the transaction is refused.
-- (Checked at commit, not per row: the entries of one transaction are applied
-- one after the other, and a move between buckets passes through a lower total.)
ALTER TABLE escrow_accounts ADD COLUMN simulated_paise bigint NOT NULL DEFAULT 0 CHECK (simulated_paise >= 0);
CREATE FUNCTION escrow_simulated_within_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acc escrow_accounts;
BEGIN
  SELECT * INTO acc FROM escrow_accounts WHERE id = NEW.id;
  IF acc.kind = 'user' AND acc.simulated_paise > acc.available_paise + acc.held_paise + acc.reserved_paise THEN
    RAISE EXCEPTION 'escrow account % would pay out % paise of simulated money (balance % paise)', acc.id, acc.simulated_paise,
      acc.available_paise + acc.held_paise + acc.reserved_paise USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER escrow_accounts_simulated_within_balance AFTER UPDATE ON escrow_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION escrow_simulated_within_balance();

-- Payouts through RazorpayX: approved by an admin -> 'processing' (still
-- reserved) -> 'processed' (paid out) | 'reversed' | 'failed' (back to
-- available), as the gateway's webhooks say; a processed payout may still be
-- reversed, its money returned by a second transaction (return_transaction_id).
-- The simulated gateway's payouts stay 'approved' at once. `gateway` says which
-- one paid (null until decided, and for payouts decided before 021).
ALTER TABLE payout_requests
  ADD COLUMN gateway               text CHECK (gateway IN ('simulated', 'razorpayx')),
  ADD COLUMN gateway_payout_id     text UNIQUE,
  ADD COLUMN gateway_status        text,
  ADD COLUMN failure_reason        text CHECK (length(failure_reason) <= 500),
  ADD COLUMN return_transaction_id uuid UNIQUE REFERENCES escrow_transactions (id);
ALTER TABLE payout_requests DROP CONSTRAINT payout_requests_status_check;
ALTER TABLE payout_requests ADD CONSTRAINT payout_requests_status_check
  CHECK (status IN ('requested', 'approved', 'rejected', 'processing', 'processed', 'reversed', 'failed'));
ALTER TABLE payout_requests DROP CONSTRAINT payout_requests_settled;
ALTER TABLE payout_requests ADD CONSTRAINT payout_requests_settled
  CHECK ((status IN ('requested', 'processing')) = (settle_transaction_id IS NULL)
     AND (status = 'requested') = (decided_at IS NULL));
ALTER TABLE payout_requests ADD CONSTRAINT payout_requests_gateway_states
  CHECK ((status IN ('processing', 'processed', 'reversed', 'failed')) = (gateway = 'razorpayx' AND gateway_payout_id IS NOT NULL)
     AND (return_transaction_id IS NULL OR status = 'reversed'));

-- The guard of 010 with the new states: requested -> approved | rejected |
-- processing; processing -> processed | reversed | failed; processed ->
-- reversed; every other state is final (no update at all). Amount and destination never change.
CREATE OR REPLACE FUNCTION payout_request_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payout requests are never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT ((OLD.status = 'requested' AND NEW.status IN ('requested', 'approved', 'rejected', 'processing'))
       OR (OLD.status = 'processing' AND NEW.status IN ('processing', 'processed', 'reversed', 'failed'))
       OR (OLD.status = 'processed' AND NEW.status = 'reversed')) THEN
    RAISE EXCEPTION 'payout request % is already %', OLD.id, OLD.status USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.driver_id, NEW.amount_paise, NEW.method, NEW.upi_id, NEW.account_number, NEW.ifsc, NEW.account_holder,
      NEW.reserve_transaction_id, NEW.created_at)
     IS DISTINCT FROM
     (OLD.driver_id, OLD.amount_paise, OLD.method, OLD.upi_id, OLD.account_number, OLD.ifsc, OLD.account_holder,
      OLD.reserve_transaction_id, OLD.created_at) THEN
    RAISE EXCEPTION 'a payout request''s amount and destination never change' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status <> 'requested' AND NEW.gateway IS DISTINCT FROM OLD.gateway THEN
    RAISE EXCEPTION 'a payout''s gateway never changes once decided' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.gateway_payout_id IS NOT NULL AND NEW.gateway_payout_id IS DISTINCT FROM OLD.gateway_payout_id THEN
    RAISE EXCEPTION 'a payout''s gateway reference never changes' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.settle_transaction_id IS NOT NULL AND NEW.settle_transaction_id IS DISTINCT FROM OLD.settle_transaction_id THEN
    RAISE EXCEPTION 'a payout''s settlement never changes' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;

-- Before 021 only the simulated gateway existed: every deposit made so far was
-- simulated, and so is every balance. Record those deposits and mark that money,
-- so switching an existing database to Razorpay can never pay it out as real.
INSERT INTO escrow_deposits (user_id, amount_paise, gateway, status, transaction_id, created_at, updated_at)
SELECT a.user_id, e.amount_paise, 'simulated', 'credited', t.id, t.created_at, t.created_at
FROM escrow_transactions t
JOIN escrow_entries e ON e.transaction_id = t.id AND e.amount_paise > 0
JOIN escrow_accounts a ON a.id = e.account_id AND a.kind = 'user'
WHERE t.kind = 'deposit';
UPDATE escrow_accounts SET simulated_paise = available_paise + held_paise + reserved_paise
WHERE kind = 'user' AND available_paise + held_paise + reserved_paise > 0;
