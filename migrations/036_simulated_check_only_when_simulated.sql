-- The commit-time check of 021 (an account never holds more simulated money than
-- its balance) ran on every update of every escrow account, one extra lookup per
-- money movement. Only an account that holds simulated money can break it, so the
-- check is queued only for those rows. For a deferred constraint trigger the WHEN
-- condition is evaluated at the update itself: an update that leaves some
-- simulated money queues the check, which still runs at commit against the
-- account as it then stands.
DROP TRIGGER escrow_accounts_simulated_within_balance ON escrow_accounts;
CREATE CONSTRAINT TRIGGER escrow_accounts_simulated_within_balance AFTER UPDATE ON escrow_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.simulated_paise > 0)
  EXECUTE FUNCTION escrow_simulated_within_balance();
