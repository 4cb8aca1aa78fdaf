-- 048 disputes with evidence (issue 17, item 6).
--
-- A dispute carries a reason from a list (`reason_code`; the existing `reason` text is
-- its description, and a dispute raised before, or through the JSON API without a
-- code, is `other`), up to three evidence photos of the side that raised it and, while
-- it is open, the other party's reply with up to three photos of its own
-- (`dispute_files`, the photos kept in `files` like a POD's).
--
-- An admin resolves it by release, refund or a split: `driver_part_paise` of the held
-- freight goes to the driver (a `release` transaction), the platform fee is taken in
-- proportion to that part (a `fee` transaction), and the rest of the held money goes
-- back to the shipper (a `refund` transaction). A load's hold is therefore settled by
-- one release, or one refund, or (only when its dispute is resolved as a split) one of
-- each; never twice.

ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check CHECK (kind IN ('pod_photo', 'dispute_evidence'));

ALTER TABLE disputes
  ADD COLUMN reason_code text NOT NULL DEFAULT 'other'
    CHECK (reason_code IN ('damaged', 'short', 'not_delivered', 'late', 'wrong_pod', 'other')),
  ADD COLUMN reply text CHECK (length(reply) BETWEEN 1 AND 2000),
  ADD COLUMN replied_by uuid REFERENCES users (id),
  ADD COLUMN replied_at timestamptz,
  ADD COLUMN driver_part_paise bigint CHECK (driver_part_paise > 0),
  ADD CONSTRAINT disputes_reply_columns CHECK ((reply IS NULL) = (replied_by IS NULL) AND (reply IS NULL) = (replied_at IS NULL));
ALTER TABLE disputes DROP CONSTRAINT disputes_outcome_check;
ALTER TABLE disputes ADD CONSTRAINT disputes_outcome_check CHECK (outcome IN ('release', 'refund', 'split'));
ALTER TABLE disputes ADD CONSTRAINT disputes_split_part CHECK ((outcome = 'split') = (driver_part_paise IS NOT NULL));

-- A dispute is answered once, while open; its reason, description, raiser and load never change;
-- a resolution is final.
CREATE FUNCTION dispute_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.load_id, NEW.raised_by, NEW.reason, NEW.reason_code, NEW.created_at)
     IS DISTINCT FROM (OLD.load_id, OLD.raised_by, OLD.reason, OLD.reason_code, OLD.created_at)
     OR (OLD.reply IS NOT NULL AND (NEW.reply, NEW.replied_by, NEW.replied_at) IS DISTINCT FROM (OLD.reply, OLD.replied_by, OLD.replied_at))
     OR (OLD.status <> 'open' AND (NEW.status, NEW.outcome, NEW.driver_part_paise, NEW.resolved_by, NEW.resolved_at, NEW.reply)
         IS DISTINCT FROM (OLD.status, OLD.outcome, OLD.driver_part_paise, OLD.resolved_by, OLD.resolved_at, OLD.reply)) THEN
    RAISE EXCEPTION 'dispute % cannot change that way', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'disputes_fixed';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER disputes_guard BEFORE UPDATE ON disputes FOR EACH ROW EXECUTE FUNCTION dispute_guard();
CREATE TRIGGER disputes_audit AFTER INSERT OR UPDATE OR DELETE ON disputes
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();

CREATE TABLE dispute_files (
  file_id    uuid PRIMARY KEY REFERENCES files (id),
  dispute_id uuid NOT NULL REFERENCES disputes (id),
  -- 'raised': the evidence of the party who raised it; 'reply': the other party's.
  side       text NOT NULL CHECK (side IN ('raised', 'reply')),
  position   smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  UNIQUE (dispute_id, side, position)
);

-- One release and one refund per load at most, and both only for a split.
DROP INDEX escrow_one_settlement_per_load;
CREATE UNIQUE INDEX escrow_one_release_per_load ON escrow_transactions (load_id) WHERE kind = 'release';
CREATE UNIQUE INDEX escrow_one_refund_per_load ON escrow_transactions (load_id) WHERE kind = 'refund' AND load_id IS NOT NULL;

CREATE FUNCTION escrow_split_only_by_dispute() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.load_id IS NOT NULL AND NEW.kind IN ('release', 'refund')
     AND EXISTS (SELECT 1 FROM escrow_transactions t WHERE t.load_id = NEW.load_id AND t.id <> NEW.id
                   AND t.kind = CASE NEW.kind WHEN 'release' THEN 'refund' ELSE 'release' END)
     AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.load_id = NEW.load_id AND d.outcome = 'split') THEN
    RAISE EXCEPTION 'the hold of load % is already settled', NEW.load_id
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'escrow_one_settlement_per_load';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER escrow_transactions_one_settlement AFTER INSERT ON escrow_transactions
  FOR EACH ROW EXECUTE FUNCTION escrow_split_only_by_dispute();
