-- 016 load board: fewer indexes. Measured on 200,000 loads after 008: every
-- index on loads adds planning time to every query of loads (the board's page
-- query planned in ~0.65 ms with all of them, ~0.25 ms without these three),
-- while pages now resume right after the previous page's last row (keyset) and
-- totals are counted once per board version. The three combined indexes below
-- saved little once that was so: a truck-type filter is checked inside the
-- origin, destination or newest index (truck_type is INCLUDEd in each).
DROP INDEX loads_board_origin_truck_idx;
DROP INDEX loads_board_destination_truck_idx;
DROP INDEX loads_board_truck_idx;
