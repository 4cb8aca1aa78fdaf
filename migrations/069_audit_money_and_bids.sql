-- 069 the audit log follows the money and the bids: every bid (placed, countered,
-- accepted, rejected, withdrawn), every counter-offer and answer, every escrow
-- movement (deposit, hold, release, refund, payout, fee, subscription) and every
-- payout request and its approval or rejection write an audit row, through the
-- one trigger function of 004 (actor from app.user_id, 'system' for jobs).
--
-- The function learns one thing: the trigger may name columns whose value is a
-- secret or a full account number; the log keeps only its last four characters
-- ("••••1234"), enough to tell two accounts apart. Password hashes are still
-- dropped whole, as before. Triggers without arguments behave exactly as before.

CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row jsonb;
  after_row  jsonb;
  act        text;
  actor      uuid;
  kind       text;
  masked     text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before_row := to_jsonb(OLD) - 'password_hash';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    after_row := to_jsonb(NEW) - 'password_hash';
  END IF;

  -- Columns the trigger names (TG_ARGV) keep only their last four characters.
  IF TG_NARGS > 0 THEN
    FOREACH masked IN ARRAY TG_ARGV LOOP
      IF before_row IS NOT NULL AND jsonb_typeof(before_row -> masked) = 'string' THEN
        before_row := jsonb_set(before_row, ARRAY[masked], to_jsonb('••••' || right(before_row ->> masked, 4)));
      END IF;
      IF after_row IS NOT NULL AND jsonb_typeof(after_row -> masked) = 'string' THEN
        after_row := jsonb_set(after_row, ARRAY[masked], to_jsonb('••••' || right(after_row ->> masked, 4)));
      END IF;
    END LOOP;
  END IF;

  IF TG_OP = 'INSERT' THEN
    act := 'INSERT';
  ELSIF TG_OP = 'DELETE' THEN
    act := 'HARD_DELETE';
  ELSIF (before_row ->> 'deleted_at') IS NULL AND (after_row ->> 'deleted_at') IS NOT NULL THEN
    act := 'SOFT_DELETE';
  ELSIF (before_row ->> 'deleted_at') IS NOT NULL AND (after_row ->> 'deleted_at') IS NULL THEN
    act := 'RESTORE';
  ELSE
    act := 'UPDATE';
    -- A change of the password hash alone (or of nothing) is not logged.
    IF (before_row - 'updated_at') = (after_row - 'updated_at') THEN
      RETURN NULL;
    END IF;
  END IF;

  actor := nullif(current_setting('app.user_id', true), '')::uuid;
  kind := CASE
    WHEN actor IS NOT NULL THEN 'user'
    WHEN current_setting('app.actor', true) = 'system' THEN 'system'
    ELSE 'database'
  END;

  INSERT INTO audit_logs (table_name, record_id, action, actor_id, actor_kind, before, after)
  VALUES (TG_TABLE_NAME, coalesce(after_row ->> 'id', before_row ->> 'id'), act, actor, kind, before_row, after_row);
  RETURN NULL;
END $$;

-- Bids: placed, countered, accepted, rejected, withdrawn (a status change is an UPDATE).
CREATE TRIGGER bids_audit AFTER INSERT OR UPDATE OR DELETE ON bids
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
-- Counter-offers and their answers on a bid.
CREATE TRIGGER negotiations_audit AFTER INSERT OR UPDATE OR DELETE ON negotiations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
-- Escrow movements are append-only (006): one INSERT each.
CREATE TRIGGER escrow_transactions_audit AFTER INSERT ON escrow_transactions
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
-- Payout requests, their approval or rejection and the gateway's answers; the bank account number masked.
CREATE TRIGGER payout_requests_audit AFTER INSERT OR UPDATE OR DELETE ON payout_requests
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('account_number');

-- The list filters by table and action and searches by actor over a time range.
CREATE INDEX audit_logs_table_action_idx ON audit_logs (table_name, action, created_at DESC);
