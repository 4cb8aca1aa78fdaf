-- The books' figures, each defined once (issue 21 item 1). The books (src/features/books) read loads and money
-- only through these views; the README of the books writes each definition down.

-- "In the books": a books-only load (posted_to_board = false, 062) always, a board load only once a bid on it was
-- accepted (never while it is only listed, open, expired, or hidden from the board by a suspension or a report
-- hold: `listed` is false then too, which is why the rule reads posted_to_board); soft-deleted loads never. Shared
-- with the other readers of the books (client receivables, invoices): this function is the one spelling of it.
CREATE FUNCTION in_books(deleted_at timestamptz, posted_to_board boolean, accepted_at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT deleted_at IS NULL AND (NOT posted_to_board OR accepted_at IS NOT NULL) $$;

-- Escrow money of a board load that counts as paid to its carrier: the freight held for it (payment_status held or
-- disputed: the owner's money has left them for this load), or, once settled, what was released to the driver
-- (the whole freight, or the driver's part of a split); a refund pays nothing. Dated by the hold (India time).
CREATE VIEW books_escrow_paid AS
SELECT l.id AS load_id,
       l.owner_id,
       CASE
         WHEN l.payment_status IN ('held', 'disputed') THEN l.escrow_amount_paise
         WHEN l.payment_status = 'released' THEN coalesce((SELECT sum(t.amount_paise) FROM escrow_transactions t
                                                           WHERE t.load_id = l.id AND t.kind = 'release'), 0)
         ELSE 0
       END::bigint AS amount_paise,
       coalesce((SELECT (min(t.created_at) AT TIME ZONE 'Asia/Kolkata')::date FROM escrow_transactions t
                 WHERE t.load_id = l.id AND t.kind = 'hold'), l.pickup_date) AS paid_on
  FROM loads l
 WHERE l.posted_to_board AND l.payment_status IN ('held', 'disputed', 'released');

-- A load in the books with its figures:
--   (board load = posted_to_board, 062; books-only = not)
--   freight_paise    books-only: the freight entered (billed to the client); board: the agreed amount of the
--                    accepted bid (its trip's agreed amount, else the bid's amount);
--   payable_paise    board: the freight, owed to the carrier (the accepted driver, counterparty_name); books-only: null;
--   receivable_paise books-only: the freight; board with a client (shipper_id): the freight plus the broker's
--                    commission on the load (the client is billed both); board without a client: null;
--   received_paise   live books payments `received` naming the load;
--   paid_paise       live books payments `paid` naming the load, plus the escrow money paid for it (books_escrow_paid);
--   payment_state    of the receivable when there is one (received against it), else of the payable (paid against
--                    it): unpaid (nothing), paid (all, or anything when no amount is set), partly_paid.
CREATE VIEW books_loads AS
SELECT x.*,
       CASE
         WHEN x.receivable_paise IS NOT NULL OR NOT x.posted_to_board THEN
           CASE WHEN x.received_paise = 0 THEN 'unpaid'
                WHEN x.receivable_paise IS NULL OR x.received_paise >= x.receivable_paise THEN 'paid'
                ELSE 'partly_paid' END
         ELSE
           CASE WHEN x.paid_paise = 0 THEN 'unpaid'
                WHEN x.payable_paise IS NULL OR x.paid_paise >= x.payable_paise THEN 'paid'
                ELSE 'partly_paid' END
       END AS payment_state
  FROM (
SELECT l.*,
       f.freight_paise,
       CASE WHEN l.posted_to_board THEN f.freight_paise END AS payable_paise,
       CASE WHEN NOT l.posted_to_board THEN f.freight_paise
            WHEN l.shipper_id IS NOT NULL THEN f.freight_paise + coalesce(c.amount_paise, 0) END AS receivable_paise,
       coalesce(c.amount_paise, 0)::bigint AS commission_paise,
       d.name AS counterparty_name,
       coalesce(r.received_paise, 0)::bigint AS received_paise,
       (coalesce(p.paid_paise, 0) + coalesce(e.amount_paise, 0))::bigint AS paid_paise,
       coalesce(e.amount_paise, 0)::bigint AS escrow_paid_paise
  FROM loads l
  LEFT JOIN bids b ON b.id = l.accepted_bid_id
  LEFT JOIN LATERAL (SELECT tr.agreed_amount_paise FROM trips tr WHERE tr.bid_id = l.accepted_bid_id
                      ORDER BY tr.created_at DESC LIMIT 1) t ON true
  CROSS JOIN LATERAL (SELECT CASE WHEN l.posted_to_board THEN coalesce(t.agreed_amount_paise, b.amount_paise)
                                  ELSE l.price_paise END::bigint AS freight_paise) f
  LEFT JOIN commissions c ON c.load_id = l.id AND l.posted_to_board
  LEFT JOIN users d ON d.id = l.assigned_driver_id AND l.posted_to_board
  LEFT JOIN LATERAL (SELECT sum(pr.amount_paise) AS received_paise FROM payments pr
                      WHERE pr.load_id = l.id AND pr.owner_id = l.owner_id AND pr.direction = 'received'
                        AND pr.deleted_at IS NULL) r ON true
  LEFT JOIN LATERAL (SELECT sum(pp.amount_paise) AS paid_paise FROM payments pp
                      WHERE pp.load_id = l.id AND pp.owner_id = l.owner_id AND pp.direction = 'paid'
                        AND pp.deleted_at IS NULL) p ON true
  LEFT JOIN books_escrow_paid e ON e.load_id = l.id
 WHERE in_books(l.deleted_at, l.posted_to_board, l.accepted_at)
) x;

-- Money of the books, dated: live books payments (received from clients, paid out) and the escrow money paid
-- for the owner's board loads in the books. "Revenue" is money received, "paid" money paid, each by its date.
CREATE VIEW books_money AS
SELECT p.owner_id, p.direction, p.amount_paise, p.paid_on, p.load_id, 'books'::text AS source
  FROM payments p
 WHERE p.deleted_at IS NULL
UNION ALL
SELECT e.owner_id, 'paid', e.amount_paise, e.paid_on, e.load_id, 'escrow'
  FROM books_escrow_paid e
  JOIN loads l ON l.id = e.load_id
 WHERE in_books(l.deleted_at, l.posted_to_board, l.accepted_at) AND e.amount_paise > 0;

-- The duplicate check of a books-only load (same owner, client, route keys, pickup date and freight) reads this.
CREATE INDEX loads_books_duplicate_idx ON loads (owner_id, pickup_date, origin_key, destination_key)
  WHERE NOT posted_to_board AND deleted_at IS NULL;
