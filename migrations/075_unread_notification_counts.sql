-- 075: each user's number of unread notifications, kept by the statements that change it, so that a notification
-- (its live event carries the user's new unread count) and every badge read it with one index probe. Counting a
-- user's unread rows cost as much as the user has: a busy shipper with 6,500 unread bids' notifications spent 10 ms
-- of PostgreSQL in every bid on their loads (npm run bench, 27 Nov 2026).
CREATE TABLE notification_unread_counts (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  unread  integer NOT NULL CHECK (unread >= 0)
);
INSERT INTO notification_unread_counts (user_id, unread)
  SELECT user_id, count(*) FROM notifications WHERE read_at IS NULL GROUP BY user_id;

-- One upsert per user and statement (transition tables), in user order: two transactions that notify the same users
-- in another order take the counters' locks in the same order, so they never deadlock.
-- A marking read or a removal moves the counters that exist by UPDATE (an upsert checks its proposed row, here
-- negative, before it finds the conflict); a counter missing can only go up.
CREATE FUNCTION notification_unread_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_unread_counts AS c (user_id, unread)
      SELECT user_id, count(*) FROM new_rows WHERE read_at IS NULL GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE notification_unread_counts c SET unread = c.unread - d.n
      FROM (SELECT user_id, count(*) AS n FROM old_rows WHERE read_at IS NULL GROUP BY user_id) d
      WHERE c.user_id = d.user_id;
  ELSE
    WITH d AS (
      SELECT user_id, sum(n) AS n FROM (
        SELECT user_id, 1 AS n FROM new_rows WHERE read_at IS NULL
        UNION ALL
        SELECT user_id, -1 FROM old_rows WHERE read_at IS NULL
      ) x GROUP BY user_id HAVING sum(n) <> 0
    ), moved AS (
      UPDATE notification_unread_counts c SET unread = c.unread + d.n FROM d WHERE c.user_id = d.user_id RETURNING c.user_id
    )
    INSERT INTO notification_unread_counts AS c (user_id, unread)
      SELECT user_id, n FROM d WHERE n > 0 AND user_id NOT IN (SELECT user_id FROM moved) ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_unread_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_counts_apply();
CREATE TRIGGER notifications_unread_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_counts_apply();
CREATE TRIGGER notifications_unread_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_unread_counts_apply();
