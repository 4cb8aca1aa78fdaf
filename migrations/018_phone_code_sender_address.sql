-- 018: the address that asked for each sign-in code, so that one address cannot
-- send codes to many numbers (SMS pumping); codes sent before this have none.
ALTER TABLE phone_login_codes ADD COLUMN requested_ip text;
CREATE INDEX phone_login_codes_ip_idx ON phone_login_codes (requested_ip, created_at) WHERE requested_ip IS NOT NULL;
