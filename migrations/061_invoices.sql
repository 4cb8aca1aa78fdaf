-- 061 invoices (issue 21): the documents a transport business prints or sends (freight invoices and lorry
-- receipts) and the platform's own GST tax invoice for every fee it earns.
--
-- Numbers run gap-free per issuer, kind of document and Indian financial year (1 April to 31 March; 2026 means
-- FY 2026-27): the issuing transaction locks its series row (INSERT ... ON CONFLICT DO UPDATE bumps
-- last_number and returns it) and inserts the document in the same transaction, so a rolled-back issue leaves
-- no gap and two parallel issues take turns. A document is never deleted; a cancelled one keeps its number.
-- issuer_id NULL is the platform itself (its fee invoices).

CREATE TABLE document_series (
  issuer_id   uuid REFERENCES users (id),
  kind        text NOT NULL CHECK (kind IN ('freight_invoice', 'lorry_receipt', 'fee_invoice')),
  fiscal_year smallint NOT NULL CHECK (fiscal_year BETWEEN 2000 AND 2999),
  last_number integer NOT NULL DEFAULT 0 CHECK (last_number >= 0),
  UNIQUE NULLS NOT DISTINCT (issuer_id, kind, fiscal_year)
);

-- Freight invoices (a business bills its client for a load or trip) and the platform's fee invoices.
-- Parties are copied at issue (a later edit of a client's name or GSTIN does not rewrite an issued invoice).
CREATE TABLE invoices (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  issuer_id         uuid REFERENCES users (id),
  kind              text NOT NULL CHECK (kind IN ('freight_invoice', 'fee_invoice')),
  fiscal_year       smallint NOT NULL,
  number            integer NOT NULL CHECK (number > 0),
  display_number    text NOT NULL,
  load_id           uuid REFERENCES loads (id),
  -- a freight invoice's client in the issuer's books; a fee invoice's buyer is buyer_user_id
  client_shipper_id uuid REFERENCES shippers (id),
  buyer_user_id     uuid REFERENCES users (id),
  issued_on         date NOT NULL,
  due_on            date,
  -- forward charge at 12% or 5% (the transporter pays the tax), reverse charge (the recipient pays it), or
  -- the platform's 18% on its fee
  gst_treatment     text NOT NULL CHECK (gst_treatment IN ('forward_12', 'forward_5', 'reverse', 'platform_18')),
  -- same state: CGST + SGST halves; another state: IGST
  interstate        boolean NOT NULL DEFAULT false,
  sac_code          text NOT NULL DEFAULT '996791',
  taxable_paise     bigint NOT NULL CHECK (taxable_paise >= 0),
  cgst_paise        bigint NOT NULL DEFAULT 0 CHECK (cgst_paise >= 0),
  sgst_paise        bigint NOT NULL DEFAULT 0 CHECK (sgst_paise >= 0),
  igst_paise        bigint NOT NULL DEFAULT 0 CHECK (igst_paise >= 0),
  total_paise       bigint NOT NULL CHECK (total_paise >= 0),
  seller_name       text NOT NULL,
  seller_gstin      text,
  seller_address    text,
  buyer_name        text NOT NULL,
  buyer_gstin       text,
  buyer_address     text,
  place_of_supply   text,
  -- the shareable link's secret (GET /i/<token> shows the invoice without a session)
  share_token       text NOT NULL UNIQUE,
  cancelled_at      timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE NULLS NOT DISTINCT (issuer_id, kind, fiscal_year, number),
  CHECK ((kind = 'fee_invoice') = (gst_treatment = 'platform_18')),
  CHECK (kind <> 'fee_invoice' OR issuer_id IS NULL)
);
CREATE INDEX invoices_issuer ON invoices (issuer_id, issued_on DESC);
CREATE INDEX invoices_load ON invoices (load_id) WHERE load_id IS NOT NULL;
CREATE INDEX invoices_client ON invoices (client_shipper_id) WHERE client_shipper_id IS NOT NULL;
-- one live freight invoice per load and issuer; one fee invoice per load's fee
CREATE UNIQUE INDEX invoices_one_live_per_load ON invoices (issuer_id, kind, load_id) NULLS NOT DISTINCT
  WHERE load_id IS NOT NULL AND cancelled_at IS NULL;

-- A part payment received can name the invoice it pays (its load's invoice when it names a load).
ALTER TABLE payments ADD COLUMN invoice_id uuid REFERENCES invoices (id);
CREATE INDEX payments_invoice ON payments (invoice_id) WHERE invoice_id IS NOT NULL;
