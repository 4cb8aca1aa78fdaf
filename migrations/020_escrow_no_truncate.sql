-- 020 escrow: no TRUNCATE. The row triggers of 006, 010 and 014 refuse UPDATE
-- and DELETE of ledger rows, accounts and payout requests, but TRUNCATE fires no
-- row trigger, so one statement could still wipe the ledger. A statement-level
-- BEFORE TRUNCATE trigger refuses it too (also when reached through CASCADE).
-- (006, 010 and 014 stay as they were; this adds triggers.)
CREATE FUNCTION escrow_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is never truncated: escrow records are kept for good', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER escrow_transactions_no_truncate BEFORE TRUNCATE ON escrow_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION escrow_refuse_truncate();
CREATE TRIGGER escrow_entries_no_truncate BEFORE TRUNCATE ON escrow_entries
  FOR EACH STATEMENT EXECUTE FUNCTION escrow_refuse_truncate();
CREATE TRIGGER escrow_accounts_no_truncate BEFORE TRUNCATE ON escrow_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION escrow_refuse_truncate();
CREATE TRIGGER payout_requests_no_truncate BEFORE TRUNCATE ON payout_requests
  FOR EACH STATEMENT EXECUTE FUNCTION escrow_refuse_truncate();
