-- 080 towns added to the gazetteer (src/geo/cities.ts) after 079: Shirpur (Dhule district, Maharashtra; a cotton and
-- banana town read as Shirur before) and Paonta Sahib (Sirmaur, Himachal Pradesh; its industrial estate); their points by
-- board key (the lower-case canonical name, 037); board-facts.test.ts checks city_points against the gazetteer.
INSERT INTO city_points (key, lat, lng) VALUES
  ('paonta sahib', 30.4384, 77.6239),
  ('shirpur', 21.35, 74.88);

-- Loads to or from these towns had no road distance (037 leaves it null for a city outside the gazetteer). Filling in
-- a derived column is no change of a load: neither audited nor a board change (as in 067 and 076 to 079).
ALTER TABLE loads DISABLE TRIGGER USER;
UPDATE loads SET distance_km = road_distance_km(origin_key, destination_key)
 WHERE distance_km IS NULL
   AND road_distance_km(origin_key, destination_key) IS NOT NULL;
ALTER TABLE loads ENABLE TRIGGER USER;
