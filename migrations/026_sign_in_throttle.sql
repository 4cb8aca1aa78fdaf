-- 026 A sign-in throttle that cannot be raced (issue 13, item 4).
--
-- login_throttle replaces login_failures: one row per budget (an account's
-- typed username, a client address, or a trusted device). A sign-in claims an
-- attempt from each of its budgets with one conditional upsert BEFORE the
-- password is checked, so at most the limit of attempts is ever checked; at the
-- limit the budget is locked for a delay that doubles with each further attempt
-- (capped), instead of a hard lockout. A successful sign-in clears the account's
-- (and the device's) budget.
CREATE TABLE login_throttle (
  key             text PRIMARY KEY CHECK (length(key) <= 300),
  attempts        integer NOT NULL CHECK (attempts >= 0),
  last_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- No attempt is claimed before this time.
  locked_until    timestamptz
);
CREATE INDEX login_throttle_last_attempt_idx ON login_throttle (last_attempt_at);

-- OWASP "device cookies": a browser that signed in to an account carries a
-- random token (only its SHA-256 is stored); a sign-in with it for that account
-- is throttled on the device's own budget, so guesses from elsewhere cannot
-- lock the owner out.
CREATE TABLE login_devices (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash   bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_devices_user_idx ON login_devices (user_id);
CREATE INDEX login_devices_last_used_idx ON login_devices (last_used_at);

DROP TABLE login_failures;
