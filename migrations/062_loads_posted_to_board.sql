-- 062: which loads are the platform's (issue 21, item 1: "the admin figures ... books-only records excluded").
--
-- A load is either posted to the board (the marketplace: shippers and brokers post it, drivers bid on it)
-- or entered in a business's own books (books-only, `listed = false` from the start, never on the board).
-- `listed` alone cannot tell them apart afterwards: a board load leaves the board while its owner is
-- suspended (hidden_by_suspension) or held for reports (hidden_by_reports), and when a report hold ends on
-- a load that is no longer open, both flags clear and it stays unlisted, looking like a books-only load.
--
-- The rule, written once here: a load is a platform (marketplace) load when it was posted to the board,
-- whatever its listing now. `loads.posted_to_board` records it when the load is stored and never changes:
-- true when the load is inserted listed, or inserted off the board only because its owner is held or
-- suspended (the hold trigger of 054 turns `listed` into `hidden_by_reports`); false for a books-only load.
-- The admin figures and lists (src/features/admin/queries.ts) count exactly these loads.

ALTER TABLE loads ADD COLUMN posted_to_board boolean NOT NULL DEFAULT false;

-- Existing loads: on the board now, hidden by a suspension or a hold, or with any trace of the marketplace
-- (a bid, a trip, an accepted bid, a report, money in escrow), or stored on the board according to the
-- audit log's INSERT row. A schema backfill, not a change of the loads: their triggers (audit, webhooks,
-- board version, updated_at) stay quiet while it runs.
ALTER TABLE loads DISABLE TRIGGER USER;
UPDATE loads l SET posted_to_board = true
 WHERE l.listed OR l.hidden_by_suspension OR l.hidden_by_reports OR l.accepted_bid_id IS NOT NULL
    OR l.payment_status <> 'unpaid'
    OR EXISTS (SELECT 1 FROM bids b WHERE b.load_id = l.id)
    OR EXISTS (SELECT 1 FROM trips tr WHERE tr.load_id = l.id)
    OR EXISTS (SELECT 1 FROM load_reports r WHERE r.load_id = l.id)
    OR EXISTS (SELECT 1 FROM escrow_transactions x WHERE x.load_id = l.id)
    OR EXISTS (SELECT 1 FROM audit_logs a
                WHERE a.table_name = 'loads' AND a.record_id = l.id::text AND a.action = 'INSERT'
                  AND (a.after ->> 'listed' = 'true' OR a.after ->> 'hidden_by_reports' = 'true' OR a.after ->> 'hidden_by_suspension' = 'true'));
ALTER TABLE loads ENABLE TRIGGER USER;

-- Set from the row as stored, whatever the application passed; the hold trigger of 054 may fire before or
-- after this one, and either way a board load reads `listed OR hidden_by_reports`.
CREATE FUNCTION loads_set_posted_to_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.posted_to_board := NEW.listed OR NEW.hidden_by_reports OR NEW.hidden_by_suspension;
  RETURN NEW;
END $$;
CREATE TRIGGER loads_posted_to_board BEFORE INSERT ON loads
  FOR EACH ROW EXECUTE FUNCTION loads_set_posted_to_board();

-- Where a load came from does not change: a books-only load is never counted as the platform's, nor the reverse.
CREATE FUNCTION loads_posted_to_board_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'whether a load was posted to the board does not change'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'loads_posted_to_board_fixed';
END $$;
CREATE TRIGGER loads_posted_to_board_fixed BEFORE UPDATE OF posted_to_board ON loads
  FOR EACH ROW WHEN (NEW.posted_to_board IS DISTINCT FROM OLD.posted_to_board)
  EXECUTE FUNCTION loads_posted_to_board_fixed();

-- The admin's list of platform loads, newest first.
CREATE INDEX loads_posted_created_idx ON loads (created_at DESC, id) WHERE posted_to_board;
