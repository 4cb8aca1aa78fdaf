-- 054 reports of loads, and the hold on an unverified owner who is reported (issue 17, item 5:
-- "a load of a suspended or unverified-and-reported owner is hidden").
--
-- Any signed-in user but the owner may report a load they can see, once per load, with a
-- reason from a list and optional details (`load_reports`). When open reports about an
-- owner's loads come from `platform_config.report_hold_reporters` different people (2 by
-- default: one rival alone cannot take a poster off the board) and the owner is not
-- verified (users.verified_at is null), the owner is put on hold (`users.reports_hold_at`):
-- their open board loads leave every board, marked `hidden_by_reports` (as a suspension
-- marks hidden_by_suspension), and any load they post or list while on hold is kept off
-- the board the same way. The hold ends when an admin dismisses the reports or the owner
-- becomes verified (an approved GSTIN/PAN, or an admin's verification): the loads it hid
-- that are still open come back. All of it is decided here, under the owner's row lock,
-- so racing reports count each other and a post racing the hold is caught by it.

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('bid_placed', 'bid_accepted', 'bid_rejected',
  'bid_countered', 'counter_answered', 'message', 'trip_status', 'payment', 'payout', 'dispute', 'announcement',
  'network_invitation', 'network_answer', 'load_expired', 'document', 'load_reported'));

ALTER TABLE platform_config ADD COLUMN report_hold_reporters integer NOT NULL DEFAULT 2 CHECK (report_hold_reporters BETWEEN 1 AND 50);

ALTER TABLE users ADD COLUMN reports_hold_at timestamptz;

ALTER TABLE loads ADD COLUMN hidden_by_reports boolean NOT NULL DEFAULT false;
ALTER TABLE loads ADD CONSTRAINT loads_hidden_by_reports_not_listed CHECK (NOT (hidden_by_reports AND listed));

CREATE TABLE load_reports (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  load_id      uuid NOT NULL REFERENCES loads (id),
  owner_id     uuid NOT NULL REFERENCES users (id),
  reporter_id  uuid NOT NULL REFERENCES users (id),
  reason       text NOT NULL CHECK (reason IN ('fake_load', 'advance_demanded', 'wrong_details', 'already_taken', 'abusive', 'other')),
  details      text CHECK (char_length(details) BETWEEN 1 AND 1000),
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'upheld')),
  reviewed_by  uuid REFERENCES users (id),
  reviewed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT load_reports_once UNIQUE (load_id, reporter_id),
  CONSTRAINT load_reports_not_own CHECK (reporter_id <> owner_id),
  CONSTRAINT load_reports_review CHECK ((status = 'open') = (reviewed_at IS NULL) AND (reviewed_by IS NULL) = (reviewed_at IS NULL))
);
CREATE INDEX load_reports_open_owner ON load_reports (owner_id, created_at) WHERE status = 'open';
CREATE TRIGGER load_reports_audit AFTER INSERT OR UPDATE OR DELETE ON load_reports
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();

-- The report names the load's real owner, whatever the application passed.
CREATE FUNCTION load_report_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT owner_id INTO NEW.owner_id FROM loads WHERE id = NEW.load_id;
  RETURN NEW;
END $$;
CREATE TRIGGER load_reports_owner BEFORE INSERT ON load_reports FOR EACH ROW EXECUTE FUNCTION load_report_owner();

-- After a report: with enough different reporters about an unverified owner, the hold.
CREATE FUNCTION load_report_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_verified timestamptz;
  on_hold timestamptz;
  reporters integer;
BEGIN
  SELECT verified_at, reports_hold_at INTO owner_verified, on_hold FROM users WHERE id = NEW.owner_id FOR UPDATE;
  IF owner_verified IS NOT NULL OR on_hold IS NOT NULL THEN
    RETURN NULL;
  END IF;
  SELECT count(DISTINCT reporter_id) INTO reporters FROM load_reports WHERE owner_id = NEW.owner_id AND status = 'open';
  IF reporters >= (SELECT report_hold_reporters FROM platform_config) THEN
    UPDATE users SET reports_hold_at = now() WHERE id = NEW.owner_id;
    UPDATE loads SET listed = false, hidden_by_reports = true
     WHERE owner_id = NEW.owner_id AND status = 'open' AND listed;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER load_reports_hold AFTER INSERT ON load_reports FOR EACH ROW EXECUTE FUNCTION load_report_hold();

-- A load posted or listed again while its owner is on hold stays off the board (kept, marked).
CREATE FUNCTION loads_held_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.listed AND (TG_OP = 'INSERT' OR NOT OLD.listed)
     AND (SELECT reports_hold_at FROM users WHERE id = NEW.owner_id FOR SHARE) IS NOT NULL THEN
    NEW.listed := false;
    NEW.hidden_by_reports := true;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER loads_reports_hold BEFORE INSERT OR UPDATE OF listed ON loads
  FOR EACH ROW EXECUTE FUNCTION loads_held_owner();

-- The hold ends (verification, or the admin clearing it): the open loads it hid come back,
-- except where a suspension now keeps them hidden (they pass to it).
CREATE FUNCTION users_hold_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.reports_hold_at IS NOT NULL AND NEW.verified_at IS NOT NULL AND NEW.reports_hold_at IS NOT NULL THEN
    -- Verified while on hold: the hold has no ground any more.
    UPDATE users SET reports_hold_at = NULL WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  IF OLD.reports_hold_at IS NOT NULL AND NEW.reports_hold_at IS NULL THEN
    IF NEW.status = 'suspended' THEN
      UPDATE loads SET hidden_by_reports = false, hidden_by_suspension = true
       WHERE owner_id = NEW.id AND hidden_by_reports AND status = 'open';
    ELSE
      UPDATE loads SET hidden_by_reports = false, listed = true
       WHERE owner_id = NEW.id AND hidden_by_reports AND status = 'open';
    END IF;
    UPDATE loads SET hidden_by_reports = false WHERE owner_id = NEW.id AND hidden_by_reports;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_reports_hold_release AFTER UPDATE OF reports_hold_at, verified_at ON users
  FOR EACH ROW EXECUTE FUNCTION users_hold_release();
