-- 066 lorry receipts (issue 21): the LR ("bilty") a transport business issues for a load of its books, numbered
-- LR/<financial year>/<n> in its own gap-free series per issuer (document_series of 061, kind 'lorry_receipt',
-- bumped in the issuing transaction like an invoice's). The parties, route, vehicle, goods and amounts are copied
-- at issue, so a later edit of the load or the client does not rewrite an issued LR. An LR is never deleted; a
-- cancelled one keeps its number, and one live LR per load.
CREATE TABLE lorry_receipts (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  issuer_id            uuid NOT NULL REFERENCES users (id),
  load_id              uuid NOT NULL REFERENCES loads (id),
  fiscal_year          smallint NOT NULL CHECK (fiscal_year BETWEEN 2000 AND 2999),
  number               integer NOT NULL CHECK (number > 0),
  display_number       text NOT NULL,
  issued_on            date NOT NULL,
  -- the transporter (the issuer) as it was at issue
  transporter_name     text NOT NULL,
  transporter_gstin    text,
  transporter_address  text,
  consignor_name       text NOT NULL CHECK (char_length(consignor_name) BETWEEN 1 AND 200),
  consignor_gstin      text CHECK (consignor_gstin ~ '^[0-9]{2}[0-9A-Z]{13}$'),
  consignor_address    text CHECK (char_length(consignor_address) <= 300),
  consignee_name       text NOT NULL CHECK (char_length(consignee_name) BETWEEN 1 AND 200),
  consignee_gstin      text CHECK (consignee_gstin ~ '^[0-9]{2}[0-9A-Z]{13}$'),
  consignee_address    text CHECK (char_length(consignee_address) <= 300),
  origin               text NOT NULL,
  destination          text NOT NULL,
  vehicle_number       text NOT NULL CHECK (char_length(vehicle_number) BETWEEN 1 AND 20),
  driver_name          text CHECK (char_length(driver_name) <= 100),
  driver_phone         text CHECK (char_length(driver_phone) <= 20),
  goods                text NOT NULL CHECK (char_length(goods) BETWEEN 1 AND 200),
  packages_count       integer CHECK (packages_count > 0),
  packages_kind        text CHECK (char_length(packages_kind) <= 60),
  weight_tonnes        numeric(6,2) NOT NULL CHECK (weight_tonnes > 0 AND weight_tonnes <= 100),
  freight_paise        bigint NOT NULL CHECK (freight_paise > 0),
  -- paid (at booking), to pay (by the consignee at delivery), to be billed (on the consignor's account)
  payment_basis        text NOT NULL CHECK (payment_basis IN ('paid', 'to_pay', 'to_be_billed')),
  gst_payable_by       text NOT NULL CHECK (gst_payable_by IN ('consignor', 'consignee', 'transporter')),
  eway_bill_number     text CHECK (eway_bill_number ~ '^[0-9]{12}$'),
  declared_value_paise bigint CHECK (declared_value_paise > 0),
  -- the shareable link's secret (GET /lr/<token> shows the LR without a session)
  share_token          text NOT NULL UNIQUE,
  cancelled_at         timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer_id, fiscal_year, number)
);
CREATE INDEX lorry_receipts_issuer ON lorry_receipts (issuer_id, issued_on DESC);
-- one live LR per load
CREATE UNIQUE INDEX lorry_receipts_one_live_per_load ON lorry_receipts (load_id) WHERE cancelled_at IS NULL;
