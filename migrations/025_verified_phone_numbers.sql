-- 025 A phone number belongs to whoever proves it (issue 13, item 2).
--
-- users.phone stays what the user typed, but it is an account's sign-in identity
-- only once phone_verified_at is set, i.e. a code sent to it was entered. Code
-- sign-in looks up verified numbers only, and no two accounts share a verified
-- number: the partial unique index decides, even when two verifications race.
ALTER TABLE users ADD COLUMN phone_verified_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_verified_phone_is_mobile
  CHECK (phone_verified_at IS NULL OR in_mobile_e164(phone) IS NOT NULL);

-- Existing accounts: what has been proven by a code today.
-- 1. Accounts that phone sign-in created (phone_signups) proved their number when
--    they were created, and have no password: they stay verified, else they
--    would lose their only way in. One per number (the first), whose stored phone
--    still reads as that number.
UPDATE users u SET phone_verified_at = s.created_at
FROM (
  SELECT DISTINCT ON (ps.phone) ps.user_id, ps.created_at
  FROM phone_signups ps JOIN users pu ON pu.id = ps.user_id AND in_mobile_e164(pu.phone) = ps.phone
  ORDER BY ps.phone, ps.created_at, ps.user_id
) s
WHERE u.id = s.user_id;
-- 2. A number with a used code (codes are kept a day) and exactly one account
--    reading as it: that account signed in by code, so its number is proven.
UPDATE users u SET phone_verified_at = c.used_at
FROM (SELECT phone, max(consumed_at) AS used_at FROM phone_login_codes WHERE consumed_at IS NOT NULL GROUP BY phone) c
WHERE u.phone IS NOT NULL AND in_mobile_e164(u.phone) = c.phone AND u.phone_verified_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM users o WHERE o.id <> u.id AND o.phone IS NOT NULL AND in_mobile_e164(o.phone) = c.phone);
-- Every other number (typed at a password registration or on a profile) is
-- unverified: the account keeps its password, and the owner proves the number
-- from /auth/phone.

CREATE UNIQUE INDEX users_verified_mobile_key ON users (in_mobile_e164(phone)) WHERE phone_verified_at IS NOT NULL;

-- Changing the number (to one that reads differently) makes it unverified again,
-- whoever changes it (a profile form, an admin), unless the same statement sets
-- phone_verified_at itself (the verification step).
CREATE FUNCTION users_phone_change_unverifies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF in_mobile_e164(NEW.phone) IS DISTINCT FROM in_mobile_e164(OLD.phone)
     AND NEW.phone_verified_at IS NOT DISTINCT FROM OLD.phone_verified_at THEN
    NEW.phone_verified_at := NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_phone_change_unverifies BEFORE UPDATE OF phone ON users
  FOR EACH ROW EXECUTE FUNCTION users_phone_change_unverifies();

-- What a code is for: signing in, proving a signed-in user's number (user_id),
-- or finishing a phone registration (registration: the name, username and role
-- waiting for the code; kept only as long as the code lives).
ALTER TABLE phone_login_codes
  ADD COLUMN purpose text NOT NULL DEFAULT 'sign_in' CHECK (purpose IN ('sign_in', 'verify', 'register')),
  ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  ADD COLUMN registration jsonb,
  ADD CONSTRAINT phone_login_codes_purpose_fields CHECK (
    (purpose = 'verify') = (user_id IS NOT NULL) AND (purpose = 'register') = (registration IS NOT NULL)
  );
DROP INDEX phone_login_codes_phone_idx;
CREATE INDEX phone_login_codes_phone_idx ON phone_login_codes (phone, purpose, id DESC);
