-- 067 receivables (issue 21, item 3): what each client owes, in one SQL definition.
--
-- * loads.delivered_on: the India-time day a load was delivered (its bill date when it has no invoice). Set by a
--   BEFORE trigger whenever the status becomes 'delivered' (the trip's delivered_at when a marketplace trip
--   delivered it, else today in India), cleared when the status leaves 'delivered' (a books-only load reopened).
--   Existing delivered loads take their trip's delivered_at, else the day of their last change (updated_at), the
--   best record there is of when a books-only load was marked delivered.
-- * client_receivable_lines: one line per load in its owner's books (deleted_at IS NULL AND (NOT posted_to_board
--   OR accepted_at IS NOT NULL): books-only loads, and board loads once a bid was accepted; 062's posted_to_board,
--   not `listed`, since a board load hidden by a suspension or a report hold is unlisted too) that names a client, is not cancelled and is delivered or has a live freight
--   invoice. amount = the live freight invoice's total, else the load's receivable of 063's books_loads; received = live 'received'
--   payments naming the load or its invoice; outstanding = amount - received; bill_date = the invoice's
--   issued_on, else delivered_on.
-- * client_receivable_balances: per live client, billed (sum of its lines' amounts), received (every live
--   'received' payment whose client it is: the payment's load's client, else its own shipper_id) and balance =
--   billed - received. This is the figure of /ledger/shippers, the receivables page and the dashboard.
-- * client_receivable_open_lines: the lines with the client's unapplied money (payments on account or against
--   loads that are not billed yet, and overpayments of other lines) applied to the oldest bills first
--   (bill_date, then load id), so open_paise ages honestly; the balances' sum over open lines minus the credit
--   left over is the balance.
-- * receivable_age_bucket(bill_date, as_of): 0 for 0-30 days, 1 for 31-60, 2 for 61-90, 3 for 91 and over.

ALTER TABLE loads ADD COLUMN delivered_on date;

CREATE FUNCTION loads_set_delivered_on() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'delivered' THEN
    IF NEW.delivered_on IS NULL THEN
      NEW.delivered_on := coalesce(
        (SELECT (max(t.delivered_at) AT TIME ZONE 'Asia/Kolkata')::date FROM trips t WHERE t.load_id = NEW.id),
        (now() AT TIME ZONE 'Asia/Kolkata')::date);
    END IF;
  ELSE
    NEW.delivered_on := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER loads_delivered_on BEFORE INSERT OR UPDATE OF status, delivered_on ON loads
  FOR EACH ROW EXECUTE FUNCTION loads_set_delivered_on();

-- Filling in a derived column is no change of a load: neither audited nor a board change.
ALTER TABLE loads DISABLE TRIGGER USER;
UPDATE loads l SET delivered_on = coalesce(
    (SELECT (max(t.delivered_at) AT TIME ZONE 'Asia/Kolkata')::date FROM trips t WHERE t.load_id = l.id),
    (l.updated_at AT TIME ZONE 'Asia/Kolkata')::date)
  WHERE l.status = 'delivered';
ALTER TABLE loads ENABLE TRIGGER USER;

CREATE INDEX loads_receivable_idx ON loads (owner_id, shipper_id)
  WHERE deleted_at IS NULL AND shipper_id IS NOT NULL AND status <> 'cancelled';
CREATE INDEX payments_received_load_idx ON payments (load_id) WHERE direction = 'received' AND deleted_at IS NULL;

CREATE VIEW client_receivable_lines AS
SELECT l.owner_id,
       l.shipper_id,
       l.id AS load_id,
       inv.id AS invoice_id,
       inv.display_number AS invoice_number,
       coalesce(inv.issued_on, l.delivered_on, (l.updated_at AT TIME ZONE 'Asia/Kolkata')::date) AS bill_date,
       inv.due_on,
       coalesce(inv.total_paise, bl.receivable_paise, 0)::bigint AS amount_paise,
       coalesce(r.received_paise, 0)::bigint AS received_paise,
       (coalesce(inv.total_paise, bl.receivable_paise, 0) - coalesce(r.received_paise, 0))::bigint AS outstanding_paise
  FROM loads l
  -- in the books (063's in_books), with the receivable defined there (books-only: the freight; a broker's board
  -- load for a client: the agreed freight plus the commission)
  JOIN books_loads bl ON bl.id = l.id
  LEFT JOIN invoices inv
    ON inv.load_id = l.id AND inv.issuer_id = l.owner_id AND inv.kind = 'freight_invoice' AND inv.cancelled_at IS NULL
  LEFT JOIN LATERAL (
    SELECT sum(p.amount_paise) AS received_paise
      FROM payments p
     WHERE p.owner_id = l.owner_id AND p.direction = 'received' AND p.deleted_at IS NULL
       AND (p.load_id = l.id OR (inv.id IS NOT NULL AND p.invoice_id = inv.id))
  ) r ON true
 WHERE l.shipper_id IS NOT NULL
   AND l.status <> 'cancelled'
   AND (l.status = 'delivered' OR inv.id IS NOT NULL);

CREATE VIEW client_receivable_balances AS
SELECT s.owner_id,
       s.id AS shipper_id,
       coalesce(b.billed_paise, 0)::bigint AS billed_paise,
       coalesce(b.line_received_paise, 0)::bigint AS line_received_paise,
       coalesce(b.overpaid_paise, 0)::bigint AS overpaid_paise,
       coalesce(p.received_paise, 0)::bigint AS received_paise,
       (coalesce(b.billed_paise, 0) - coalesce(p.received_paise, 0))::bigint AS balance_paise
  FROM shippers s
  LEFT JOIN LATERAL (
    SELECT sum(x.amount_paise) AS billed_paise,
           sum(x.received_paise) AS line_received_paise,
           sum(-x.outstanding_paise) FILTER (WHERE x.outstanding_paise < 0) AS overpaid_paise
      FROM client_receivable_lines x
     WHERE x.shipper_id = s.id AND x.owner_id = s.owner_id
  ) b ON true
  LEFT JOIN LATERAL (
    SELECT sum(pay.amount_paise) AS received_paise
      FROM payments pay
      LEFT JOIN loads pl ON pl.id = pay.load_id
     WHERE pay.owner_id = s.owner_id AND pay.direction = 'received' AND pay.deleted_at IS NULL
       AND coalesce(pl.shipper_id, pay.shipper_id) = s.id
  ) p ON true
 WHERE s.deleted_at IS NULL;

CREATE VIEW client_receivable_open_lines AS
WITH credit AS (
  SELECT owner_id, shipper_id,
         -- money of the client that no line counted, plus what lines were overpaid by
         greatest(received_paise - line_received_paise, 0) + overpaid_paise AS credit_paise
    FROM client_receivable_balances
), owed AS (
  SELECT x.*,
         coalesce(sum(x.outstanding_paise) OVER (
           PARTITION BY x.owner_id, x.shipper_id ORDER BY x.bill_date, x.load_id
           ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS owed_before_paise
    FROM client_receivable_lines x
   WHERE x.outstanding_paise > 0
)
SELECT o.owner_id, o.shipper_id, o.load_id, o.invoice_id, o.invoice_number, o.bill_date, o.due_on,
       o.amount_paise, o.received_paise, o.outstanding_paise,
       least(o.outstanding_paise, greatest(c.credit_paise - o.owed_before_paise, 0))::bigint AS credit_applied_paise,
       (o.outstanding_paise - least(o.outstanding_paise, greatest(c.credit_paise - o.owed_before_paise, 0)))::bigint AS open_paise
  FROM owed o
  JOIN credit c ON c.owner_id = o.owner_id AND c.shipper_id = o.shipper_id;

CREATE FUNCTION receivable_age_bucket(bill_date date, as_of date) RETURNS smallint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN as_of - bill_date <= 30 THEN 0
              WHEN as_of - bill_date <= 60 THEN 1
              WHEN as_of - bill_date <= 90 THEN 2
              ELSE 3 END::smallint
$$;
