-- 014 escrow balance guard: an account's cached balances change only through
-- ledger entries (the escrow_apply_entry trigger of 006), never by a direct
-- UPDATE, and accounts are never deleted. (006 stays as it was; this adds a trigger.)
CREATE FUNCTION escrow_account_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'escrow accounts are never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.id, NEW.kind, NEW.user_id, NEW.created_at) IS DISTINCT FROM (OLD.id, OLD.kind, OLD.user_id, OLD.created_at) THEN
    RAISE EXCEPTION 'an escrow account''s owner and kind never change' USING ERRCODE = 'insufficient_privilege';
  END IF;
  -- pg_trigger_depth() is 1 for a client's own UPDATE and 2 inside escrow_apply_entry.
  IF pg_trigger_depth() < 2 AND (NEW.available_paise, NEW.held_paise, NEW.reserved_paise)
       IS DISTINCT FROM (OLD.available_paise, OLD.held_paise, OLD.reserved_paise) THEN
    RAISE EXCEPTION 'escrow balances change only through ledger entries' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER escrow_accounts_guard BEFORE UPDATE OR DELETE ON escrow_accounts
  FOR EACH ROW EXECUTE FUNCTION escrow_account_guard();
