-- 038 premium plan bought from the wallet: a premium plan has an end
-- (users.premium_until; null = given by an admin, no end), a user whose end has
-- passed is on the free plan (effective_plan), and a purchase is one ledger
-- transaction of the new kind 'subscription' (the user's available balance to
-- the platform's account) recorded once per Idempotency-Key in premium_purchases.
-- (006 and 010 stay as they were; this widens the kind list and adds a table.)

ALTER TABLE users ADD COLUMN premium_until timestamptz;

-- Moving a user to the free plan (an admin) also ends any paid period.
CREATE FUNCTION users_plan_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.plan = 'free' THEN
    NEW.premium_until := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_plan_end BEFORE INSERT OR UPDATE OF plan, premium_until ON users
  FOR EACH ROW EXECUTE FUNCTION users_plan_end();

-- The plan that counts now: premium only until premium_until (null: no end).
CREATE FUNCTION effective_plan(plan text, premium_until timestamptz) RETURNS text
  LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN plan = 'premium' AND (premium_until IS NULL OR premium_until > now()) THEN 'premium' ELSE 'free' END
$$;

ALTER TABLE escrow_transactions DROP CONSTRAINT escrow_transactions_kind_check;
ALTER TABLE escrow_transactions ADD CONSTRAINT escrow_transactions_kind_check
  CHECK (kind IN ('deposit', 'hold', 'release', 'refund', 'payout', 'fee', 'subscription'));
-- A subscription is the user's, never a load's.
ALTER TABLE escrow_transactions ADD CONSTRAINT escrow_transactions_subscription_no_load
  CHECK (kind <> 'subscription' OR load_id IS NULL);

-- One row per paid premium period: its ledger transaction (one each), the key
-- of the request that bought it (a double submit buys once), and the end it set.
CREATE TABLE premium_purchases (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid NOT NULL REFERENCES users (id),
  transaction_id  uuid NOT NULL UNIQUE REFERENCES escrow_transactions (id),
  amount_paise    bigint NOT NULL CHECK (amount_paise > 0),
  days            integer NOT NULL CHECK (days > 0),
  idempotency_key text CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  premium_until   timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX premium_purchases_user_idx ON premium_purchases (user_id, created_at DESC);
CREATE TRIGGER premium_purchases_immutable BEFORE UPDATE OR DELETE ON premium_purchases
  FOR EACH ROW EXECUTE FUNCTION escrow_ledger_immutable();
CREATE TRIGGER premium_purchases_no_truncate BEFORE TRUNCATE ON premium_purchases
  FOR EACH STATEMENT EXECUTE FUNCTION escrow_refuse_truncate();
