-- 068 client statements and payment reminders (issue 21, item 3).
--
-- * statement_links: a shareable link to one client's statement (GET /s/<token>, page and PDF, no session).
--   The token is 32 random bytes (base64url); a link lasts 30 days from its creation and the business can
--   revoke every live link of a client at once. A reminder makes its own link.
-- * client_reminders: a payment reminder to a client's phone by SMS or WhatsApp, at most one per client per
--   India-time day (unique (shipper_id, sent_on): two sends racing leave one). Its text is rendered at send time
--   in the chosen language and kept; it is a durable delivery like a notification's (queued -> sending -> sent,
--   or failed and retried by pg-boss, or dead): the request only inserts the row, the reminder dispatcher
--   (features/books/receivables/delivery.ts, started by server.ts) enqueues its job (jobbed_at) and a worker sends it.

CREATE TABLE statement_links (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id    uuid NOT NULL REFERENCES users (id),
  shipper_id  uuid NOT NULL REFERENCES shippers (id),
  token       text NOT NULL UNIQUE CHECK (length(token) >= 32),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL DEFAULT now() + interval '30 days',
  revoked_at  timestamptz
);
CREATE INDEX statement_links_shipper ON statement_links (shipper_id, created_at DESC);

CREATE TABLE client_reminders (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id       uuid NOT NULL REFERENCES users (id),
  shipper_id     uuid NOT NULL REFERENCES shippers (id),
  channel        text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  language       text NOT NULL CHECK (language IN ('en', 'hi', 'mr', 'gu', 'pa', 'ta')),
  phone          text NOT NULL,
  text           text NOT NULL,
  amount_paise   bigint NOT NULL CHECK (amount_paise > 0),
  link_id        uuid NOT NULL REFERENCES statement_links (id),
  sent_on        date NOT NULL DEFAULT (now() AT TIME ZONE 'Asia/Kolkata')::date,
  state          text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'dead')),
  attempts       integer NOT NULL DEFAULT 0,
  last_error     text,
  jobbed_at      timestamptz,
  claimed_at     timestamptz,
  sent_at        timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shipper_id, sent_on)
);
CREATE INDEX client_reminders_unjobbed ON client_reminders (created_at) WHERE jobbed_at IS NULL;
CREATE INDEX client_reminders_shipper ON client_reminders (shipper_id, created_at DESC);
