-- 010 escrow ledger links: the database itself refuses to settle a load's hold
-- twice, links every payout request to the ledger transactions that reserved
-- and settled it, and refuses load payment columns that contradict each other.
-- (006 stays as it was; these are additions.)

-- Which loads a transaction may name: holds, releases and fees always name their
-- load; deposits and payouts never do (a refund names its load, or none when it
-- returns a rejected payout).
ALTER TABLE escrow_transactions ADD CONSTRAINT escrow_transactions_load_named
  CHECK ((kind NOT IN ('hold', 'release', 'fee') OR load_id IS NOT NULL)
     AND (kind NOT IN ('deposit', 'payout') OR load_id IS NULL));

-- One hold per load and at most one settlement (release or refund) and one fee
-- of it: a hold can never be released or refunded twice, whatever the code does.
CREATE UNIQUE INDEX escrow_one_hold_per_load ON escrow_transactions (load_id) WHERE kind = 'hold';
CREATE UNIQUE INDEX escrow_one_settlement_per_load ON escrow_transactions (load_id)
  WHERE kind IN ('release', 'refund') AND load_id IS NOT NULL;
CREATE UNIQUE INDEX escrow_one_fee_per_load ON escrow_transactions (load_id) WHERE kind = 'fee';
CREATE INDEX escrow_transactions_created_idx ON escrow_transactions (created_at DESC);

-- A payout request names the transaction that reserved its amount and, once
-- decided, the one that paid it out (approved) or returned it (rejected).
ALTER TABLE payout_requests
  ADD COLUMN reserve_transaction_id uuid UNIQUE REFERENCES escrow_transactions (id),
  ADD COLUMN settle_transaction_id  uuid UNIQUE REFERENCES escrow_transactions (id),
  ADD COLUMN decision_note          text CHECK (length(decision_note) <= 500);
ALTER TABLE payout_requests ADD CONSTRAINT payout_requests_reserved CHECK (reserve_transaction_id IS NOT NULL);
ALTER TABLE payout_requests ADD CONSTRAINT payout_requests_settled
  CHECK ((status = 'requested') = (settle_transaction_id IS NULL) AND (status = 'requested') = (decided_at IS NULL));
CREATE INDEX payout_requests_driver_idx ON payout_requests (driver_id, created_at DESC);

-- A payout request is decided once: requested -> approved | rejected, and its
-- amount and destination never change.
CREATE FUNCTION payout_request_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payout requests are never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status <> 'requested' THEN
    RAISE EXCEPTION 'payout request % is already %', OLD.id, OLD.status USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.driver_id, NEW.amount_paise, NEW.method, NEW.upi_id, NEW.account_number, NEW.ifsc, NEW.account_holder,
      NEW.reserve_transaction_id, NEW.created_at)
     IS DISTINCT FROM
     (OLD.driver_id, OLD.amount_paise, OLD.method, OLD.upi_id, OLD.account_number, OLD.ifsc, OLD.account_holder,
      OLD.reserve_transaction_id, OLD.created_at) THEN
    RAISE EXCEPTION 'a payout request''s amount and destination never change' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER payout_requests_guard BEFORE UPDATE OR DELETE ON payout_requests
  FOR EACH ROW EXECUTE FUNCTION payout_request_guard();

-- A dispute is open, or resolved with an outcome, by someone, at a time.
ALTER TABLE disputes ADD CONSTRAINT disputes_resolution
  CHECK ((status = 'open') = (outcome IS NULL) AND (status = 'open') = (resolved_at IS NULL));
CREATE INDEX disputes_status_idx ON disputes (status, created_at);

-- Load payment columns that agree with each other: nothing in escrow while
-- unpaid; an amount once held; a settlement time exactly when released or refunded.
ALTER TABLE loads ADD CONSTRAINT loads_payment_columns CHECK (
  (payment_status <> 'unpaid' OR (escrow_amount_paise = 0 AND platform_fee_paise = 0))
  AND (payment_status = 'unpaid' OR escrow_amount_paise > 0)
  AND ((payment_status IN ('released', 'refunded')) = (settled_at IS NOT NULL))
);
-- The auto-release job looks for held payments only.
CREATE INDEX loads_payment_held_idx ON loads (id) WHERE payment_status = 'held';

-- Idempotency keys are kept for a while, then cleaned up by a job.
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
