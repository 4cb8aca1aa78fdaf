-- 071 a driver's payout destination, remembered for the next payout: one row per
-- driver, a UPI id or a bank account (holder, number, IFSC), replaced by the next
-- payout made to other details and removed when the driver forgets it. Pages and
-- JSON show it masked ("ra****@okaxis", "XXXXXX4321"); the full number is read only
-- to copy it into a payout request. Not audited (the audit log would keep the
-- account number in its row images).
CREATE TABLE payout_destinations (
  driver_id      uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  method         text NOT NULL CHECK (method IN ('upi', 'bank')),
  upi_id         text CHECK (upi_id ~ '^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$'),
  account_number text CHECK (account_number ~ '^[0-9]{9,18}$'),
  ifsc           text CHECK (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  account_holder text CHECK (length(account_holder) BETWEEN 2 AND 100),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (method <> 'upi' OR (upi_id IS NOT NULL AND account_number IS NULL AND ifsc IS NULL AND account_holder IS NULL)),
  CHECK (method <> 'bank' OR (upi_id IS NULL AND account_number IS NOT NULL AND ifsc IS NOT NULL AND account_holder IS NOT NULL))
);
