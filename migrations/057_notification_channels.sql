-- Notifications reach the user outside the open tab (issue 18): per-event channel preferences, quiet hours,
-- the fan-out outbox that a notification's own transaction fills, and one delivery per notification and channel.

-- Which outbound channels a user wants per kind of event (in-app is always on). No row: the defaults of
-- features/channels/preferences.ts (push on, SMS and WhatsApp off).
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('load_match', 'bid_placed', 'bid_accepted', 'bid_rejected', 'bid_countered', 'trip_status',
                                       'payment_held', 'payment_released', 'payout_paid', 'announcement')),
  push boolean NOT NULL,
  sms boolean NOT NULL,
  whatsapp boolean NOT NULL,
  PRIMARY KEY (user_id, event)
);

-- Quiet hours in India time, minutes after midnight; a span may cross midnight (22:00-07:00).
CREATE TABLE notification_quiet_hours (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  starts_minute smallint NOT NULL CHECK (starts_minute BETWEEN 0 AND 1439),
  ends_minute smallint NOT NULL CHECK (ends_minute BETWEEN 0 AND 1439),
  CHECK (starts_minute <> ends_minute)
);

-- The outbox: a row per notification still to be fanned out to its channels, written by the trigger below in the
-- very transaction that stores the notification (whoever inserts it), so a notification is never stored without
-- it nor fanned out without being stored. The channels' dispatcher takes rows with SKIP LOCKED, and in the same
-- transaction writes the deliveries and enqueues their pg-boss jobs, then deletes the row. An admin's retry of a
-- dead delivery puts its notification back here.
CREATE TABLE notification_outbox (
  notification_id uuid PRIMARY KEY REFERENCES notifications (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION notification_outbox_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_outbox (notification_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_outbox AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION notification_outbox_fill();

-- One delivery of a notification on one channel; the unique pair is what makes a retried or doubled job harmless:
-- a job sends only after claiming its row (queued or failed → sending), so a row is sent at most once.
-- queued → sending → sent | failed (retried by pg-boss) → sending ... → dead (retries exhausted, or interrupted
-- while sending: it may have reached the provider, so only an admin sends it again).
CREATE TABLE notification_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  notification_id uuid NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'sms', 'whatsapp')),
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'dead')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  not_before timestamptz NOT NULL DEFAULT now(),
  last_error text,
  claimed_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (notification_id, channel),
  CHECK ((state = 'sent') = (sent_at IS NOT NULL))
);

CREATE INDEX notification_deliveries_dead ON notification_deliveries (updated_at DESC) WHERE state = 'dead';
CREATE INDEX notification_deliveries_sending ON notification_deliveries (claimed_at) WHERE state = 'sending';
