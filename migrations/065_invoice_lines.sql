-- 065 invoices (issue 21): what an invoice's one line says, copied at issue like its parties (the load's route,
-- goods, weight and vehicle), so a later edit of the load does not rewrite an issued invoice. The SAC code of a
-- line is invoices.sac_code (996791 for goods transport; the platform's fee is 996799).
ALTER TABLE invoices ADD COLUMN description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500);
