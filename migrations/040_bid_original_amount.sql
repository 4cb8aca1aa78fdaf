-- 040: a bid remembers the amount it was placed at. The live amount moves
-- with the negotiation (a driver's counter rewrites amount_paise, accepting an
-- owner's counter makes it the counter's amount), so the original bid of a
-- negotiation's history is kept apart: filled on insert by a trigger, and for
-- earlier bids whose amount never moved, from amount_paise (the rest stay
-- NULL: their first amount was not recorded).
ALTER TABLE bids ADD COLUMN original_amount_paise bigint CHECK (original_amount_paise > 0);

UPDATE bids b SET original_amount_paise = b.amount_paise
 WHERE NOT EXISTS (
   SELECT 1 FROM negotiations n
    WHERE n.bid_id = b.id AND n.author_side = 'driver' AND n.action IN ('counter', 'accept'));

CREATE FUNCTION bids_keep_original_amount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.original_amount_paise := NEW.amount_paise;
  RETURN NEW;
END $$;
CREATE TRIGGER bids_original_amount BEFORE INSERT ON bids FOR EACH ROW EXECUTE FUNCTION bids_keep_original_amount();
