-- 072 a deposit made for a load: the load's page sends the shipper to "Add money"
-- with the shortfall, and once the deposit is credited (at once, or after the
-- gateway's checkout return or webhook) the shipper is sent back to that load to
-- hold its freight. Only a load of the depositor's own is ever recorded here.
ALTER TABLE escrow_deposits ADD COLUMN for_load_id uuid REFERENCES loads (id);
