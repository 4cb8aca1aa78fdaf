-- 050 documents and verification with substance (issue 17, items 2 and 3).
--
-- A user's KYC documents, of their role: a driver's driving licence, vehicle RC and
-- insurance; a shipper's or broker's GSTIN certificate or PAN card. Each submission is
-- a row of `user_documents`: the document's number (normalised and format-checked by
-- the app: GSTIN with its checksum, PAN, registration number, licence number), its
-- expiry date (required for a licence and an insurance), and the uploaded file (photo
-- or PDF, kept in `files` like a POD's photos). An admin approves it or rejects it
-- with a reason; a decision is final, and a new submission is a new row.
--
-- A verified badge per kind ("RC verified", "GST verified") is an approved document of
-- that kind that has not expired on today's date in India: `document_badges(user)`.
-- An expired licence or insurance therefore loses its badge by itself, with no job;
-- the expiry job (user_document_expiry_notices) only tells the user beforehand, once
-- per document and warning, whichever instance runs it.

ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
  CHECK (kind IN ('pod_photo', 'dispute_evidence', 'user_document', 'load_document'));
ALTER TABLE files DROP CONSTRAINT files_content_type_check;
ALTER TABLE files ADD CONSTRAINT files_content_type_check
  CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf'));

CREATE TABLE user_documents (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid NOT NULL REFERENCES users (id),
  kind          text NOT NULL CHECK (kind IN ('driving_licence', 'vehicle_rc', 'insurance', 'gstin', 'pan')),
  number        text NOT NULL CHECK (number ~ '^[0-9A-Z/-]{5,30}$'),
  expires_on    date,
  file_id       uuid NOT NULL UNIQUE REFERENCES files (id),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  review_reason text CHECK (char_length(review_reason) BETWEEN 1 AND 500),
  reviewed_by   uuid REFERENCES users (id),
  reviewed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_documents_expiry_needed CHECK (kind NOT IN ('driving_licence', 'insurance') OR expires_on IS NOT NULL),
  CONSTRAINT user_documents_review CHECK (
    (status = 'pending' AND reviewed_by IS NULL AND reviewed_at IS NULL AND review_reason IS NULL)
    OR (status = 'approved' AND reviewed_by IS NOT NULL AND reviewed_at IS NOT NULL)
    OR (status = 'rejected' AND reviewed_by IS NOT NULL AND reviewed_at IS NOT NULL AND review_reason IS NOT NULL)
  )
);
-- One submission of a kind waits for review at a time (two racing uploads: one wins).
CREATE UNIQUE INDEX user_documents_one_pending ON user_documents (user_id, kind) WHERE status = 'pending';
CREATE INDEX user_documents_approved ON user_documents (user_id, kind, expires_on) WHERE status = 'approved';
CREATE INDEX user_documents_queue ON user_documents (created_at) WHERE status = 'pending';

CREATE TRIGGER user_documents_audit AFTER INSERT OR UPDATE OR DELETE ON user_documents
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();

-- The kinds of a role; a decision is taken once, on a pending document, and nothing
-- else of a document ever changes.
CREATE FUNCTION user_document_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_role text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT role INTO owner_role FROM users WHERE id = NEW.user_id;
    IF NOT ((owner_role = 'driver' AND NEW.kind IN ('driving_licence', 'vehicle_rc', 'insurance'))
         OR (owner_role IN ('shipper', 'broker') AND NEW.kind IN ('gstin', 'pan'))) THEN
      RAISE EXCEPTION 'a % does not submit a % document', owner_role, NEW.kind
        USING ERRCODE = 'check_violation', CONSTRAINT = 'user_documents_role_kind';
    END IF;
    IF NEW.status <> 'pending' THEN
      RAISE EXCEPTION 'a document is submitted pending' USING ERRCODE = 'check_violation', CONSTRAINT = 'user_documents_fixed';
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.status <> 'pending'
     OR (NEW.id, NEW.user_id, NEW.kind, NEW.number, NEW.expires_on, NEW.file_id, NEW.created_at)
        IS DISTINCT FROM (OLD.id, OLD.user_id, OLD.kind, OLD.number, OLD.expires_on, OLD.file_id, OLD.created_at) THEN
    RAISE EXCEPTION 'document % cannot change that way', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'user_documents_fixed';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER user_documents_guard BEFORE INSERT OR UPDATE ON user_documents
  FOR EACH ROW EXECUTE FUNCTION user_document_guard();

-- Today's date in India: the day a document's expiry is counted against.
CREATE FUNCTION kolkata_today() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date
$$;

-- The verified badges of a user: each kind with an approved document valid today, in a fixed order.
CREATE FUNCTION document_badges(uid uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(k.kind ORDER BY k.pos), '{}')
  FROM unnest(ARRAY['gstin', 'pan', 'driving_licence', 'vehicle_rc', 'insurance']) WITH ORDINALITY AS k (kind, pos)
  WHERE EXISTS (
    SELECT 1 FROM user_documents d
    WHERE d.user_id = uid AND d.kind = k.kind AND d.status = 'approved'
      AND (d.expires_on IS NULL OR d.expires_on >= kolkata_today())
  )
$$;

-- The warnings the expiry job has given: one per document and number of days before.
CREATE TABLE user_document_expiry_notices (
  document_id uuid NOT NULL REFERENCES user_documents (id),
  days_before smallint NOT NULL CHECK (days_before >= 0),
  sent_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, days_before)
);
