-- 004 audit logging: one trigger function records every change to loads,
-- shippers, vehicles, payments and users. The acting user comes from the
-- transaction-local setting app.user_id (set by each use case); background jobs
-- set app.actor = 'system'. Password hashes never enter the log.

CREATE TABLE audit_logs (
  id          bigserial PRIMARY KEY,
  table_name  text NOT NULL,
  record_id   text NOT NULL,
  action      text NOT NULL CHECK (action IN ('INSERT', 'UPDATE', 'SOFT_DELETE', 'RESTORE', 'HARD_DELETE')),
  actor_id    uuid,
  actor_kind  text NOT NULL CHECK (actor_kind IN ('user', 'system', 'database')),
  before      jsonb,
  after       jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_logs_created_idx ON audit_logs (created_at DESC, id DESC);
CREATE INDEX audit_logs_table_idx ON audit_logs (table_name, created_at DESC);
CREATE INDEX audit_logs_actor_idx ON audit_logs (actor_id, created_at DESC);
CREATE INDEX audit_logs_record_idx ON audit_logs (table_name, record_id);

CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row jsonb;
  after_row  jsonb;
  act        text;
  actor      uuid;
  kind       text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before_row := to_jsonb(OLD) - 'password_hash';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    after_row := to_jsonb(NEW) - 'password_hash';
  END IF;

  IF TG_OP = 'INSERT' THEN
    act := 'INSERT';
  ELSIF TG_OP = 'DELETE' THEN
    act := 'HARD_DELETE';
  ELSIF (before_row ->> 'deleted_at') IS NULL AND (after_row ->> 'deleted_at') IS NOT NULL THEN
    act := 'SOFT_DELETE';
  ELSIF (before_row ->> 'deleted_at') IS NOT NULL AND (after_row ->> 'deleted_at') IS NULL THEN
    act := 'RESTORE';
  ELSE
    act := 'UPDATE';
    -- A change of the password hash alone (or of nothing) is not logged.
    IF (before_row - 'updated_at') = (after_row - 'updated_at') THEN
      RETURN NULL;
    END IF;
  END IF;

  actor := nullif(current_setting('app.user_id', true), '')::uuid;
  kind := CASE
    WHEN actor IS NOT NULL THEN 'user'
    WHEN current_setting('app.actor', true) = 'system' THEN 'system'
    ELSE 'database'
  END;

  INSERT INTO audit_logs (table_name, record_id, action, actor_id, actor_kind, before, after)
  VALUES (TG_TABLE_NAME, coalesce(after_row ->> 'id', before_row ->> 'id'), act, actor, kind, before_row, after_row);
  RETURN NULL;
END $$;

CREATE TRIGGER loads_audit AFTER INSERT OR UPDATE OR DELETE ON loads
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
CREATE TRIGGER shippers_audit AFTER INSERT OR UPDATE OR DELETE ON shippers
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
CREATE TRIGGER vehicles_audit AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
CREATE TRIGGER payments_audit AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();

-- The log is append-only.
CREATE FUNCTION audit_logs_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_logs_no_change BEFORE UPDATE OR DELETE ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_immutable();
