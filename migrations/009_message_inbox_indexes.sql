-- Messages: the inbox lists every conversation of one user, sent or received;
-- these two indexes let it read only that user's messages (a BitmapOr of both)
-- instead of scanning the table. The pair index of 005 still serves one
-- conversation.
CREATE INDEX messages_sender_idx ON messages (sender_id, created_at DESC);
CREATE INDEX messages_receiver_idx ON messages (receiver_id, created_at DESC);
