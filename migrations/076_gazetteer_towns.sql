-- 076 the gazetteer's new towns (src/geo/cities.ts): district headquarters, mandis, industrial towns and estates,
-- ports and border towns that load posts name. city_points holds every gazetteer city by its board key (the lower-case
-- canonical name, 037); board-facts.test.ts checks it against the gazetteer.
INSERT INTO city_points (key, lat, lng) VALUES
  ('sirsa', 29.5349, 75.028),
  ('jind', 29.3159, 76.3159),
  ('hansi', 29.1023, 75.9624),
  ('bhiwani', 28.7975, 76.1322),
  ('jhajjar', 28.6063, 76.6565),
  ('kaithal', 29.8015, 76.3998),
  ('kurukshetra', 29.9695, 76.8783),
  ('palwal', 28.1487, 77.332),
  ('moga', 30.8165, 75.1717),
  ('khanna', 30.6975, 76.217),
  ('phagwara', 31.224, 75.7708),
  ('hoshiarpur', 31.5143, 75.9115),
  ('abohar', 30.1445, 74.1955),
  ('sangrur', 30.2458, 75.8421),
  ('barnala', 30.3819, 75.5468),
  ('pathankot', 32.2643, 75.6421),
  ('firozpur', 30.9331, 74.6225),
  ('kapurthala', 31.38, 75.38),
  ('nalagarh', 31.0448, 76.7221),
  ('solan', 30.9045, 77.0967),
  ('parwanoo', 30.8372, 76.9614),
  ('kathua', 32.3693, 75.5254),
  ('sopore', 34.3, 74.4667),
  ('anantnag', 33.7311, 75.1487),
  ('kichha', 28.9117, 79.5212),
  ('roorkee', 29.8543, 77.888),
  ('hapur', 28.7306, 77.7759),
  ('hathras', 27.595, 78.05),
  ('shahjahanpur', 27.883, 79.912),
  ('barabanki', 26.9268, 81.1834),
  ('bulandshahr', 28.4069, 77.8498),
  ('khurja', 28.253, 77.855),
  ('etawah', 26.7856, 79.0158),
  ('kannauj', 27.0514, 79.9137),
  ('sitapur', 27.568, 80.679),
  ('ayodhya', 26.7922, 82.1998),
  ('mirzapur', 25.146, 82.569),
  ('bhadohi', 25.395, 82.568),
  ('makrana', 27.0436, 74.7261),
  ('nagaur', 27.202, 73.7339),
  ('barmer', 25.7521, 71.3967),
  ('jalore', 25.345, 72.615),
  ('sriganganagar', 29.9038, 73.8772),
  ('hanumangarh', 29.5818, 74.3294),
  ('nimbahera', 24.625, 74.68),
  ('dholpur', 26.6978, 77.8939),
  ('bharatpur', 27.2152, 77.493),
  ('rajsamand', 25.071, 73.88),
  ('jhunjhunu', 28.1289, 75.3995),
  ('balotra', 25.832, 72.24);

-- Loads to or from these towns had no road distance (037 leaves it null for a city outside the gazetteer). Filling in
-- a derived column is no change of a load: neither audited nor a board change (as in 067).
ALTER TABLE loads DISABLE TRIGGER USER;
UPDATE loads SET distance_km = road_distance_km(origin_key, destination_key)
 WHERE distance_km IS NULL
   AND road_distance_km(origin_key, destination_key) IS NOT NULL;
ALTER TABLE loads ENABLE TRIGGER USER;
