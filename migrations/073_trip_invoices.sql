-- 073 invoices (issue 21): a driver or fleet owner bills the shipper or broker of a marketplace trip they carried.
--
-- A carrier who is not a goods transport agency (an individual truck owner issuing no consignment note) supplies an
-- exempt service (Notification 12/2017-Central Tax (Rate), entry 18) and issues a bill of supply, not a tax invoice:
-- treatment 'exempt', no tax, total = taxable value, in the carrier's own INV series like any freight invoice. A
-- carrier with a GSTIN may instead charge forward (12% or 5%) or leave the tax to the recipient (reverse charge).
-- The recipient is a user (buyer_user_id = the load's owner), so the invoice shows in their /invoices as billed to them.
ALTER TABLE invoices DROP CONSTRAINT invoices_gst_treatment_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_gst_treatment_check
  CHECK (gst_treatment IN ('forward_12', 'forward_5', 'reverse', 'exempt', 'platform_18'));
-- The owner's list of invoices billed to them.
CREATE INDEX invoices_buyer_user ON invoices (buyer_user_id, issued_on DESC) WHERE buyer_user_id IS NOT NULL;
