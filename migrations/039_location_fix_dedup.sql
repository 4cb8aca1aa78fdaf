-- 039 a phone that was offline sends its queued fixes late, in batches, and may send one twice
-- (a retry after a lost answer): each fix is stored once. A fix is the same fix when it has the
-- same load, driver and time taken, or the same id the phone gave it (client_id).
ALTER TABLE vehicle_locations ADD COLUMN client_id uuid;

-- Exact repeats stored before this rule keep their first copy.
DELETE FROM vehicle_locations v
 USING vehicle_locations first
 WHERE first.load_id = v.load_id AND first.driver_id = v.driver_id AND first.recorded_at = v.recorded_at AND first.id < v.id;

CREATE UNIQUE INDEX vehicle_locations_taken_once ON vehicle_locations (load_id, driver_id, recorded_at);
CREATE UNIQUE INDEX vehicle_locations_client_id_once ON vehicle_locations (load_id, client_id) WHERE client_id IS NOT NULL;
