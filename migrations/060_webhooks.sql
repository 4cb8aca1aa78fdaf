-- 060 outbound webhooks (issue 18, item 6): a user (driver, shipper or broker: the business account) registers
-- endpoints that receive their own load, bid, trip and payment events as signed JSON POSTs.
--
-- Events are sourced in the transaction that makes them: the notifications the features already write for a
-- bid, a trip's status and a payment (a trigger on notifications maps kind + message to an event), and a trigger
-- on loads for a load posted or changed (no notification tells its own owner). Either trigger writes a
-- `webhook_outbox` row only when the user has an active endpoint, so other users pay one index probe.
-- The webhooks dispatcher (features/webhooks/delivery.ts) takes outbox rows with SKIP LOCKED and, in one
-- transaction, writes a delivery per endpoint that wants the event and enqueues its pg-boss job, then deletes
-- the rows. A delivery's id is the X-FreightBazaar-Delivery header, the same on every retry.

CREATE TABLE webhook_endpoints (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url         text NOT NULL CHECK (url ~ '^https?://' AND char_length(url) <= 500),
  secret      text NOT NULL CHECK (char_length(secret) >= 32),
  -- families of events wanted: load, bid, trip, payment
  events      text[] NOT NULL CHECK (cardinality(events) >= 1 AND events <@ ARRAY['load', 'bid', 'trip', 'payment']),
  -- set when the receiver answered 410 Gone (or the owner removed it: the row is deleted then)
  disabled_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_user ON webhook_endpoints (user_id) WHERE disabled_at IS NULL;


-- One event to one endpoint: queued → sending → sent | failed (pg-boss retries) → sending … → dead (retries
-- exhausted, a 410, or interrupted mid-call). Claimed (queued|failed → sending) before the call: sent at most once.
CREATE TABLE webhook_deliveries (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event       text NOT NULL,
  body        text NOT NULL,
  state       text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'dead')),
  attempts    integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_status integer,
  last_error  text,
  claimed_at  timestamptz,
  sent_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'sent') = (sent_at IS NOT NULL))
);
-- An event still to be fanned out to the user's endpoints (endpoint_id set: a test event for that one only;
-- delivery_id set: the owner's "redeliver" of a dead delivery, queued again with its id and body).
CREATE TABLE webhook_outbox (
  id          bigserial PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint_id uuid REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  delivery_id uuid REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  event       text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_sending ON webhook_deliveries (claimed_at) WHERE state = 'sending';

CREATE FUNCTION webhook_event_of(kind text, message_key text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN kind = 'bid_placed' THEN 'bid.placed'
    WHEN kind = 'bid_accepted' THEN 'bid.accepted'
    WHEN kind = 'bid_rejected' THEN 'bid.rejected'
    WHEN kind IN ('bid_countered', 'counter_answered') THEN 'bid.countered'
    WHEN kind = 'trip_status' THEN 'trip.status'
    WHEN kind = 'payment' AND message_key = 'notify.escrow.held' THEN 'payment.held'
    WHEN kind = 'payment' AND message_key IN ('notify.escrow.released', 'notify.escrow.paid') THEN 'payment.released'
    WHEN kind = 'payment' AND message_key IN ('notify.escrow.refunded', 'notify.escrow.refundedDriver') THEN 'payment.refunded'
  END
$$;

CREATE FUNCTION webhook_outbox_from_notification() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ev text := webhook_event_of(NEW.kind, NEW.message_key);
BEGIN
  IF ev IS NOT NULL AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.user_id = NEW.user_id AND e.disabled_at IS NULL) THEN
    INSERT INTO webhook_outbox (user_id, event, data)
    VALUES (NEW.user_id, ev, jsonb_build_object('notification_id', NEW.id, 'kind', NEW.kind, 'params', NEW.params, 'link', NEW.link));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_webhook_outbox AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION webhook_outbox_from_notification();

CREATE FUNCTION webhook_outbox_from_load() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.price_paise, OLD.pickup_date, OLD.origin, OLD.destination, OLD.deleted_at)
       IS NOT DISTINCT FROM (NEW.status, NEW.price_paise, NEW.pickup_date, NEW.origin, NEW.destination, NEW.deleted_at) THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.user_id = NEW.owner_id AND e.disabled_at IS NULL) THEN
    INSERT INTO webhook_outbox (user_id, event, data)
    VALUES (NEW.owner_id, CASE WHEN TG_OP = 'INSERT' THEN 'load.posted' ELSE 'load.updated' END,
            jsonb_build_object('load', jsonb_build_object('id', NEW.id, 'status', NEW.status, 'origin', NEW.origin,
              'destination', NEW.destination, 'truck_type', NEW.truck_type, 'pickup_date', NEW.pickup_date,
              'price_rupees', NEW.price_paise / 100.0, 'deleted', NEW.deleted_at IS NOT NULL)));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER loads_webhook_outbox AFTER INSERT OR UPDATE ON loads FOR EACH ROW EXECUTE FUNCTION webhook_outbox_from_load();
