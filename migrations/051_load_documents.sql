-- 051 the documents of a load (issue 17, item 2): the lorry receipt (LR, "bilty") the
-- transporter issues at loading, the consignor's invoice, and the e-way bill the GST
-- portal issues for goods over Rs 50,000 moving between states (12 digits, valid until a
-- date; extended by the portal with a new validity, under the same number).
--
-- Each upload is a row. A later upload of the same kind replaces the current one: the
-- replaced row stays, marked `superseded_at` and `superseded_by` the row that replaced it
-- (an extended e-way bill keeps its history). At most one row per load and kind is
-- current (a partial unique index), so two racing uploads can never leave two current
-- documents; the app serialises them on the load's row, so the later one replaces the
-- earlier. Files (a photo, re-encoded without location, or a PDF) are kept in `files`.

CREATE TABLE load_documents (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  load_id       uuid NOT NULL REFERENCES loads (id),
  kind          text NOT NULL CHECK (kind IN ('lr', 'invoice', 'eway_bill')),
  number        text NOT NULL CHECK (number ~ '^[0-9A-Z/-]{1,30}$'),
  amount_paise  bigint CHECK (amount_paise > 0 AND amount_paise <= 1000000000),
  document_date date,
  valid_until   date,
  file_id       uuid UNIQUE REFERENCES files (id),
  uploaded_by   uuid NOT NULL REFERENCES users (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  superseded_at timestamptz,
  superseded_by uuid REFERENCES load_documents (id) DEFERRABLE INITIALLY DEFERRED,
  -- An LR and an invoice are their paper: a file is required. An e-way bill may be only its number.
  CONSTRAINT load_documents_file_needed CHECK (kind = 'eway_bill' OR file_id IS NOT NULL),
  -- An e-way bill number is 12 digits and has a validity date.
  CONSTRAINT load_documents_eway_bill CHECK (kind <> 'eway_bill' OR (number ~ '^[0-9]{12}$' AND valid_until IS NOT NULL)),
  CONSTRAINT load_documents_valid_until_eway_only CHECK (kind = 'eway_bill' OR valid_until IS NULL),
  -- An amount and a date are the invoice's.
  CONSTRAINT load_documents_invoice_fields CHECK (kind = 'invoice' OR (amount_paise IS NULL AND document_date IS NULL)),
  CONSTRAINT load_documents_superseded CHECK ((superseded_at IS NULL) = (superseded_by IS NULL) AND superseded_by IS DISTINCT FROM id)
);
-- One current document per load and kind.
CREATE UNIQUE INDEX load_documents_current ON load_documents (load_id, kind) WHERE superseded_at IS NULL;
CREATE INDEX load_documents_of_load ON load_documents (load_id, created_at);

CREATE TRIGGER load_documents_audit AFTER INSERT OR UPDATE OR DELETE ON load_documents
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();

-- A document never changes, except that it is replaced, once.
CREATE FUNCTION load_document_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'load document % cannot be deleted', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'load_documents_fixed';
  END IF;
  IF OLD.superseded_at IS NOT NULL
     OR NEW.superseded_at IS NULL
     OR (NEW.id, NEW.load_id, NEW.kind, NEW.number, NEW.amount_paise, NEW.document_date, NEW.valid_until, NEW.file_id, NEW.uploaded_by, NEW.created_at)
        IS DISTINCT FROM (OLD.id, OLD.load_id, OLD.kind, OLD.number, OLD.amount_paise, OLD.document_date, OLD.valid_until, OLD.file_id, OLD.uploaded_by, OLD.created_at) THEN
    RAISE EXCEPTION 'load document % cannot change that way', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'load_documents_fixed';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER load_documents_guard BEFORE UPDATE OR DELETE ON load_documents
  FOR EACH ROW EXECUTE FUNCTION load_document_guard();
