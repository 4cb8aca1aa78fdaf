-- 031 A session that ends (logout, suspension, a new sign-in in the same browser,
-- or an expiry moved into the past) tells every app instance at commit, on the
-- live-event channel, so the user's /events stream of that session closes
-- wherever it is held. Already-expired sessions (a clean-up deleting old rows)
-- send nothing: their streams closed at expiry.

CREATE FUNCTION sessions_notify_end() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s sessions;
BEGIN
  IF TG_OP = 'DELETE' THEN
    s := OLD;
    IF OLD.expires_at <= now() THEN
      RETURN NULL;
    END IF;
  ELSE
    s := NEW;
    IF NEW.expires_at > now() THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('fm_events', json_build_object(
    'audience', json_build_object('userId', s.user_id),
    'type', 'session_ended',
    'data', json_build_object('sessionId', s.id))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_end_notify AFTER DELETE OR UPDATE OF expires_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_notify_end();
