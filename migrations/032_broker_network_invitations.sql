-- 032 A broker's driver network by consent (issue 13): the broker invites, the
-- driver accepts or declines. Only an accepted invitation puts the driver in
-- broker_network (and shows the broker their phone).
--
-- Invitation states: pending -> accepted | declined | cancelled (by the broker);
-- accepted -> removed (the broker takes the driver out of the network). Nothing
-- else: a later change of mind is a new invitation.

CREATE TABLE broker_invitations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  broker_id   uuid NOT NULL REFERENCES users (id),
  driver_id   uuid NOT NULL REFERENCES users (id),
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'removed')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  CHECK (broker_id <> driver_id),
  CHECK ((status = 'pending') = (answered_at IS NULL))
);
-- One open invitation per broker and driver; one accepted (current membership) too.
CREATE UNIQUE INDEX broker_invitations_one_pending ON broker_invitations (broker_id, driver_id) WHERE status = 'pending';
CREATE UNIQUE INDEX broker_invitations_one_accepted ON broker_invitations (broker_id, driver_id) WHERE status = 'accepted';
CREATE INDEX broker_invitations_driver_idx ON broker_invitations (driver_id, created_at DESC) WHERE status = 'pending';
CREATE INDEX broker_invitations_broker_idx ON broker_invitations (broker_id, created_at DESC) WHERE status = 'pending';

CREATE FUNCTION broker_invitations_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.broker_id <> OLD.broker_id OR NEW.driver_id <> OLD.driver_id OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'an invitation keeps its broker, driver and date' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status <> OLD.status AND NOT (
       (OLD.status = 'pending' AND NEW.status IN ('accepted', 'declined', 'cancelled'))
    OR (OLD.status = 'accepted' AND NEW.status = 'removed')) THEN
    RAISE EXCEPTION 'an invitation cannot go from % to %', OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER broker_invitations_guard BEFORE UPDATE ON broker_invitations
  FOR EACH ROW EXECUTE FUNCTION broker_invitations_guard();

CREATE TRIGGER broker_invitations_audit AFTER INSERT OR UPDATE OR DELETE ON broker_invitations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();

-- Memberships that predate consent become pending invitations (dated when the broker
-- added the driver); the drivers are told, and the broker no longer sees their phone
-- until they accept.
INSERT INTO broker_invitations (broker_id, driver_id, created_at)
SELECT broker_id, driver_id, created_at FROM broker_network WHERE broker_id <> driver_id;
DELETE FROM broker_network;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('bid_placed', 'bid_accepted', 'bid_rejected',
  'bid_countered', 'counter_answered', 'message', 'trip_status', 'payment', 'payout', 'dispute', 'announcement',
  'network_invitation', 'network_answer'));

INSERT INTO notifications (user_id, kind, title, body, link)
SELECT i.driver_id, 'network_invitation', left(b.name || ' invites you to their driver network', 200),
       'Accept to let them see your phone number and offer you loads directly; or decline.', '/driver/network'
  FROM broker_invitations i JOIN users b ON b.id = i.broker_id
 WHERE i.status = 'pending';

-- A driver is in a broker's network only through an accepted invitation.
CREATE FUNCTION broker_network_needs_consent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM broker_invitations i
                  WHERE i.broker_id = NEW.broker_id AND i.driver_id = NEW.driver_id AND i.status = 'accepted') THEN
    RAISE EXCEPTION 'a driver joins a broker''s network only by accepting an invitation' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER broker_network_needs_consent BEFORE INSERT OR UPDATE ON broker_network
  FOR EACH ROW EXECUTE FUNCTION broker_network_needs_consent();
