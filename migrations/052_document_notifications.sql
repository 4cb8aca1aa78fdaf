-- 052 the notifications of KYC documents (issue 17, items 2 and 3): an admin's decision
-- on a submitted document and the warnings before a licence or an insurance expires are
-- notifications of their own kind, 'document'.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('bid_placed', 'bid_accepted', 'bid_rejected',
  'bid_countered', 'counter_answered', 'message', 'trip_status', 'payment', 'payout', 'dispute', 'announcement',
  'network_invitation', 'network_answer', 'load_expired', 'document'));
