-- 015 phone-code sign-in (CONTRACT section 15): one-time codes sent by SMS,
-- stored only as a keyed hash, and the accounts that phone sign-in created
-- (they finish their profile at /auth/onboarding).

-- An Indian mobile number in +91XXXXXXXXXX form, or null when it is not one.
-- users.phone is stored as typed ("98765 43210", "+91 98765-43210",
-- "09876543210"); this is the one SQL reading of it and mirrors
-- normaliseIndianMobile in src/features/phone-auth/phone.ts.
CREATE FUNCTION in_mobile_e164(raw text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN n ~ '^[6-9][0-9]{9}$' THEN '+91' || n END
  FROM (
    SELECT CASE
      WHEN plus THEN CASE WHEN d ~ '^91[0-9]{10}$' THEN substr(d, 3) END
      WHEN d ~ '^0091[0-9]{10}$' THEN substr(d, 5)
      WHEN d ~ '^91[0-9]{10}$' THEN substr(d, 3)
      WHEN d ~ '^0[0-9]{10}$' THEN substr(d, 2)
      ELSE d
    END AS n
    FROM (
      SELECT btrim(raw) LIKE '+%' AS plus, regexp_replace(raw, '[^0-9]', '', 'g') AS d
      WHERE btrim(raw) ~ '^\+?[0-9[:space:]().-]+$'
    ) s
  ) t
$$;

-- Finding the users of a phone number reads this index, not every row.
CREATE INDEX users_mobile_e164_idx ON users (in_mobile_e164(phone)) WHERE phone IS NOT NULL;

CREATE TABLE phone_login_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone       text NOT NULL CHECK (phone ~ '^\+91[6-9][0-9]{9}$'),
  -- HMAC-SHA256 of phone and code under a server-side key; never the code.
  code_hash   bytea NOT NULL CHECK (length(code_hash) = 32),
  expires_at  timestamptz NOT NULL,
  -- Wrong codes entered; the fifth ends the code.
  attempts    integer NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 5),
  consumed_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- The newest code of a phone, and the sends of the last 15 minutes.
CREATE INDEX phone_login_codes_phone_idx ON phone_login_codes (phone, id DESC);
CREATE INDEX phone_login_codes_created_idx ON phone_login_codes (created_at);

-- Accounts created by phone sign-in; onboarded_at is set when the profile is saved.
CREATE TABLE phone_signups (
  user_id      uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  phone        text NOT NULL CHECK (phone ~ '^\+91[6-9][0-9]{9}$'),
  created_at   timestamptz NOT NULL DEFAULT now(),
  onboarded_at timestamptz
);
