-- 081 towns added to the gazetteer (src/geo/cities.ts) after 080: freight, industrial and market towns load posts name
-- that it lacked (22: Ghazipur, Mughalsarai, Loni, Patancheru, Attibele, Kharsia ...); their points by board key (the
-- lower-case canonical name, 037); board-facts.test.ts checks city_points against the gazetteer.
INSERT INTO city_points (key, lat, lng) VALUES
  ('lonavala', 18.7528, 73.4058),
  ('badlapur', 19.1552, 73.2655),
  ('shirwal', 18.1506, 73.9779),
  ('sumerpur', 25.1543, 73.0816),
  ('malanpur', 26.3572, 78.287),
  ('kharsia', 21.9895, 83.1048),
  ('manendragarh', 23.2134, 82.2023),
  ('ghazipur', 25.5833, 83.5853),
  ('mughalsarai', 25.2831, 83.1197),
  ('modinagar', 28.8306, 77.573),
  ('loni', 28.7514, 77.2902),
  ('sikandrabad', 28.4523, 77.7),
  ('barrackpore', 22.766, 88.3634),
  ('contai', 21.7799, 87.7489),
  ('kesinga', 20.1878, 83.2195),
  ('tada', 13.5886, 80.0337),
  ('patancheru', 17.5333, 78.2645),
  ('shamshabad', 17.2519, 78.4184),
  ('jadcherla', 16.7738, 78.1367),
  ('attibele', 12.7781, 77.7726),
  ('dobbaspet', 13.2276, 77.2431),
  ('kosli', 28.395, 76.475);

-- Loads to or from these towns had no road distance (037 leaves it null for a city outside the gazetteer). Filling in
-- a derived column is no change of a load: neither audited nor a board change (as in 067 and 076 to 080).
ALTER TABLE loads DISABLE TRIGGER USER;
UPDATE loads SET distance_km = road_distance_km(origin_key, destination_key)
 WHERE distance_km IS NULL
   AND road_distance_km(origin_key, destination_key) IS NOT NULL;
ALTER TABLE loads ENABLE TRIGGER USER;
