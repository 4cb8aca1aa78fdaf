-- Web Push (issue 18): a subscription per device of a signed-in user, and which devices a push delivery reached.

-- One browser's subscription (its push service URL and keys); an endpoint is one device's, so a second user
-- signing in on that device takes it over. Deleted when the push service answers 404 or 410 (gone).
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (endpoint ~ '^https?://' AND char_length(endpoint) <= 2000),
  p256dh text NOT NULL CHECK (char_length(p256dh) BETWEEN 20 AND 200),
  auth text NOT NULL CHECK (char_length(auth) BETWEEN 8 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- A push delivery goes to each of the user's devices; a device is claimed (this row) before it is sent to, and
-- released again when the push service failed, so a retried job sends only to the devices that did not get it.
CREATE TABLE push_delivery_devices (
  delivery_id uuid NOT NULL REFERENCES notification_deliveries (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  PRIMARY KEY (delivery_id, subscription_id)
);
