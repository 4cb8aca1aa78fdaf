-- 037 what truckers compare on the board (issue 15, item 5).
-- * city_points: the gazetteer's cities (src/geo/cities.ts) by their board key
--   (the lower-case canonical name that loads.origin_key / destination_key hold);
--   src/features/loads/distance.test.ts checks it against the gazetteer.
-- * loads.distance_km: the approximate road distance, 1.2 x the great-circle
--   distance, as roadDistanceKm() computes it; null when a city is not in the
--   gazetteer. Set by a BEFORE trigger, so every door that writes a load fills it.
-- * loads.rate_per_km_paise: the expected freight per road km (null when either
--   is unknown), generated; the board sorts on it ("rate per km: high to low").
-- * The board version also goes up when a page's new facts change: a bid is
--   placed or changes state (bid count), a poster is rated, verified or renames
--   their company.
-- * An index for the lane's recent price (loads taken on the same lane).
CREATE TABLE city_points (
  key text PRIMARY KEY,
  lat double precision NOT NULL,
  lng double precision NOT NULL
);
INSERT INTO city_points (key, lat, lng) VALUES
  ('delhi', 28.6139, 77.209),
  ('mumbai', 19.076, 72.8777),
  ('kolkata', 22.5726, 88.3639),
  ('chennai', 13.0827, 80.2707),
  ('bengaluru', 12.9716, 77.5946),
  ('hyderabad', 17.385, 78.4867),
  ('ahmedabad', 23.0225, 72.5714),
  ('pune', 18.5204, 73.8567),
  ('gurugram', 28.4595, 77.0266),
  ('noida', 28.5355, 77.391),
  ('greater noida', 28.4744, 77.504),
  ('ghaziabad', 28.6692, 77.4538),
  ('faridabad', 28.4089, 77.3178),
  ('sonipat', 28.9931, 77.0151),
  ('kundli', 28.8793, 77.1286),
  ('bahadurgarh', 28.692, 76.924),
  ('manesar', 28.3515, 76.9428),
  ('dharuhera', 28.2057, 76.7997),
  ('bawal', 28.0757, 76.5836),
  ('rewari', 28.199, 76.619),
  ('bhiwadi', 28.21, 76.8606),
  ('neemrana', 27.9866, 76.3861),
  ('panipat', 29.3909, 76.9635),
  ('karnal', 29.6857, 76.9905),
  ('ambala', 30.3782, 76.7767),
  ('hisar', 29.1492, 75.7217),
  ('rohtak', 28.8955, 76.6066),
  ('yamunanagar', 30.129, 77.2674),
  ('chandigarh', 30.7333, 76.7794),
  ('ludhiana', 30.901, 75.8573),
  ('amritsar', 31.634, 74.8723),
  ('jalandhar', 31.326, 75.5762),
  ('mohali', 30.7046, 76.7179),
  ('bathinda', 30.211, 74.9455),
  ('patiala', 30.3398, 76.3869),
  ('rajpura', 30.484, 76.594),
  ('mandi gobindgarh', 30.669, 76.3),
  ('baddi', 30.9578, 76.7914),
  ('shimla', 31.1048, 77.1734),
  ('jammu', 32.7266, 74.857),
  ('srinagar', 34.0837, 74.7973),
  ('leh', 34.1526, 77.5771),
  ('dehradun', 30.3165, 78.0322),
  ('haridwar', 29.9457, 78.1642),
  ('rudrapur', 28.9845, 79.4),
  ('pantnagar', 29.03, 79.47),
  ('kashipur', 29.2104, 78.9619),
  ('haldwani', 29.2183, 79.513),
  ('lucknow', 26.8467, 80.9462),
  ('kanpur', 26.4499, 80.3319),
  ('agra', 27.1767, 78.0081),
  ('varanasi', 25.3176, 82.9739),
  ('prayagraj', 25.4358, 81.8463),
  ('meerut', 28.9845, 77.7064),
  ('bareilly', 28.367, 79.4304),
  ('aligarh', 27.8974, 78.088),
  ('moradabad', 28.8386, 78.7733),
  ('gorakhpur', 26.7606, 83.3732),
  ('mathura', 27.4924, 77.6737),
  ('saharanpur', 29.968, 77.551),
  ('jhansi', 25.4484, 78.5685),
  ('firozabad', 27.1592, 78.3957),
  ('unnao', 26.5393, 80.4878),
  ('muzaffarnagar', 29.4727, 77.7085),
  ('jaipur', 26.9124, 75.7873),
  ('jodhpur', 26.2389, 73.0243),
  ('udaipur', 24.5854, 73.7125),
  ('kota', 25.2138, 75.8648),
  ('ajmer', 26.4499, 74.6399),
  ('bikaner', 28.0229, 73.3119),
  ('bhilwara', 25.3463, 74.6364),
  ('alwar', 27.553, 76.6346),
  ('kishangarh', 26.59, 74.854),
  ('chittorgarh', 24.8887, 74.6269),
  ('sikar', 27.6094, 75.1399),
  ('pali', 25.7711, 73.3234),
  ('beawar', 26.1011, 74.32),
  ('surat', 21.1702, 72.8311),
  ('vadodara', 22.3072, 73.1812),
  ('rajkot', 22.3039, 70.8022),
  ('mundra', 22.74, 69.7),
  ('kandla', 23.03, 70.22),
  ('gandhidham', 23.0753, 70.1337),
  ('vapi', 20.3893, 72.9106),
  ('ankleshwar', 21.6264, 73.0152),
  ('bharuch', 21.7051, 72.9959),
  ('dahej', 21.7, 72.57),
  ('hazira', 21.1, 72.63),
  ('pipavav', 20.91, 71.51),
  ('jamnagar', 22.4707, 70.0577),
  ('bhavnagar', 21.7645, 72.1519),
  ('morbi', 22.812, 70.8236),
  ('gandhinagar', 23.2156, 72.6369),
  ('sanand', 22.992, 72.381),
  ('mehsana', 23.588, 72.3693),
  ('halol', 22.503, 73.472),
  ('anand', 22.5645, 72.9289),
  ('navsari', 20.9467, 72.952),
  ('junagadh', 21.5222, 70.4579),
  ('palanpur', 24.1724, 72.4346),
  ('bhuj', 23.242, 69.6669),
  ('silvassa', 20.2766, 73.0169),
  ('daman', 20.3974, 72.8328),
  ('bhiwandi', 19.2813, 73.0483),
  ('nhava sheva', 18.949, 72.952),
  ('navi mumbai', 19.033, 73.0297),
  ('kalamboli', 19.033, 73.1),
  ('taloja', 19.07, 73.12),
  ('panvel', 18.9894, 73.1175),
  ('thane', 19.2183, 72.9781),
  ('kalyan', 19.2403, 73.1305),
  ('vasai', 19.3919, 72.8397),
  ('palghar', 19.6967, 72.7699),
  ('tarapur', 19.864, 72.689),
  ('nagpur', 21.1458, 79.0882),
  ('nashik', 19.9975, 73.7898),
  ('aurangabad', 19.8762, 75.3433),
  ('kolhapur', 16.705, 74.2433),
  ('solapur', 17.6599, 75.9064),
  ('chakan', 18.7606, 73.8636),
  ('ranjangaon', 18.7606, 74.243),
  ('talegaon', 18.735, 73.675),
  ('amravati', 20.9374, 77.7796),
  ('jalgaon', 21.0077, 75.5626),
  ('akola', 20.7002, 77.0082),
  ('latur', 18.4088, 76.5604),
  ('satara', 17.6805, 74.0183),
  ('sangli', 16.8524, 74.5815),
  ('ahmednagar', 19.0948, 74.748),
  ('chandrapur', 19.9615, 79.2961),
  ('dhule', 20.9042, 74.7749),
  ('wardha', 20.7453, 78.6022),
  ('ratnagiri', 16.9902, 73.312),
  ('goa', 15.36, 73.94),
  ('panaji', 15.4909, 73.8278),
  ('margao', 15.2832, 73.9862),
  ('vasco da gama', 15.386, 73.844),
  ('indore', 22.7196, 75.8577),
  ('pithampur', 22.61, 75.68),
  ('bhopal', 23.2599, 77.4126),
  ('jabalpur', 23.1815, 79.9864),
  ('gwalior', 26.2183, 78.1828),
  ('ujjain', 23.1765, 75.7885),
  ('dewas', 22.9676, 76.0534),
  ('sagar', 23.8388, 78.7378),
  ('satna', 24.6005, 80.8322),
  ('katni', 23.8343, 80.3894),
  ('ratlam', 23.3315, 75.0367),
  ('singrauli', 24.1997, 82.675),
  ('raipur', 21.2514, 81.6296),
  ('bhilai', 21.1938, 81.3509),
  ('durg', 21.1904, 81.2849),
  ('bilaspur', 22.0797, 82.1391),
  ('korba', 22.3595, 82.7501),
  ('raigarh', 21.8974, 83.395),
  ('ranchi', 23.3441, 85.3096),
  ('jamshedpur', 22.8046, 86.2029),
  ('dhanbad', 23.7957, 86.4304),
  ('bokaro', 23.6693, 86.1511),
  ('patna', 25.5941, 85.1376),
  ('muzaffarpur', 26.1209, 85.3647),
  ('gaya', 24.7914, 85.0002),
  ('bhagalpur', 25.2425, 86.9842),
  ('bhubaneswar', 20.2961, 85.8245),
  ('cuttack', 20.4625, 85.883),
  ('rourkela', 22.2604, 84.8536),
  ('paradip', 20.2644, 86.6711),
  ('jharsuguda', 21.8554, 84.0062),
  ('angul', 20.84, 85.1018),
  ('sambalpur', 21.4669, 83.9812),
  ('balasore', 21.4942, 86.9317),
  ('howrah', 22.5958, 88.2636),
  ('siliguri', 26.7271, 88.3953),
  ('durgapur', 23.5204, 87.3119),
  ('asansol', 23.6739, 86.9524),
  ('haldia', 22.0667, 88.0698),
  ('kharagpur', 22.346, 87.232),
  ('guwahati', 26.1445, 91.7362),
  ('dibrugarh', 27.4728, 94.912),
  ('silchar', 24.8333, 92.7789),
  ('jorhat', 26.7509, 94.2037),
  ('tezpur', 26.6338, 92.8),
  ('agartala', 23.8315, 91.2868),
  ('shillong', 25.5788, 91.8933),
  ('imphal', 24.817, 93.9368),
  ('aizawl', 23.7271, 92.7176),
  ('kohima', 25.6751, 94.1086),
  ('dimapur', 25.9063, 93.7276),
  ('itanagar', 27.0844, 93.6053),
  ('gangtok', 27.3389, 88.6065),
  ('warangal', 17.9689, 79.5941),
  ('karimnagar', 18.4386, 79.1288),
  ('visakhapatnam', 17.6868, 83.2185),
  ('vijayawada', 16.5062, 80.648),
  ('guntur', 16.3067, 80.4365),
  ('nellore', 14.4426, 79.9865),
  ('tirupati', 13.6288, 79.4192),
  ('kurnool', 15.8281, 78.0373),
  ('kakinada', 16.9891, 82.2475),
  ('rajahmundry', 17.0005, 81.804),
  ('anantapur', 14.6819, 77.6006),
  ('ongole', 15.5057, 80.0499),
  ('krishnapatnam', 14.25, 80.12),
  ('sri city', 13.53, 79.99),
  ('amaravati', 16.515, 80.516),
  ('mysuru', 12.2958, 76.6394),
  ('hubballi', 15.3647, 75.124),
  ('dharwad', 15.4589, 75.0078),
  ('mangaluru', 12.9141, 74.856),
  ('belagavi', 15.8497, 74.4977),
  ('ballari', 15.1394, 76.9214),
  ('hosapete', 15.2689, 76.3909),
  ('tumakuru', 13.3379, 77.1173),
  ('davanagere', 14.4644, 75.9218),
  ('kalaburagi', 17.3297, 76.8343),
  ('shivamogga', 13.9299, 75.5681),
  ('vijayapura', 16.8302, 75.71),
  ('coimbatore', 11.0168, 76.9558),
  ('tiruppur', 11.1085, 77.3411),
  ('madurai', 9.9252, 78.1198),
  ('salem', 11.6643, 78.146),
  ('tiruchirappalli', 10.7905, 78.7047),
  ('erode', 11.341, 77.7172),
  ('hosur', 12.7409, 77.8253),
  ('krishnagiri', 12.5186, 78.2137),
  ('sriperumbudur', 12.9675, 79.9419),
  ('oragadam', 12.836, 79.952),
  ('kanchipuram', 12.8342, 79.7036),
  ('ennore', 13.2146, 80.3203),
  ('thoothukudi', 8.7642, 78.1348),
  ('tirunelveli', 8.7139, 77.7567),
  ('vellore', 12.9165, 79.1325),
  ('namakkal', 11.2189, 78.1677),
  ('karur', 10.9601, 78.0766),
  ('dindigul', 10.3673, 77.9803),
  ('sivakasi', 9.4533, 77.7924),
  ('cuddalore', 11.748, 79.7714),
  ('puducherry', 11.9416, 79.8083),
  ('kochi', 9.9312, 76.2673),
  ('thiruvananthapuram', 8.5241, 76.9366),
  ('kozhikode', 11.2588, 75.7804),
  ('thrissur', 10.5276, 76.2144),
  ('kollam', 8.8932, 76.6141),
  ('palakkad', 10.7867, 76.6548),
  ('kannur', 11.8745, 75.3704),
  ('port blair', 11.6234, 92.7265)
;

CREATE FUNCTION road_distance_km(from_key text, to_key text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT round(2 * 6371 * asin(least(1, sqrt(
           power(sin(radians(b.lat - a.lat) / 2), 2)
           + cos(radians(a.lat)) * cos(radians(b.lat)) * power(sin(radians(b.lng - a.lng) / 2), 2)))) * 1.2)::integer
  FROM city_points a, city_points b
  WHERE a.key = from_key AND b.key = to_key
$$;

ALTER TABLE loads ADD COLUMN distance_km integer CHECK (distance_km IS NULL OR distance_km >= 0);
ALTER TABLE loads ADD COLUMN rate_per_km_paise bigint
  GENERATED ALWAYS AS (price_paise / nullif(distance_km, 0)) STORED;

CREATE FUNCTION loads_set_distance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.distance_km := road_distance_km(NEW.origin_key, NEW.destination_key);
  RETURN NEW;
END $$;
CREATE TRIGGER loads_distance BEFORE INSERT OR UPDATE OF origin_key, destination_key ON loads
  FOR EACH ROW EXECUTE FUNCTION loads_set_distance();

-- A view (view_count alone) still keeps updated_at (migration 011). The generated rate is not computed yet
-- when BEFORE triggers run (NULL in NEW), so it is left out of the comparison.
CREATE OR REPLACE FUNCTION touch_load_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.view_count IS DISTINCT FROM OLD.view_count
     AND (to_jsonb(NEW) - 'view_count' - 'updated_at' - 'rate_per_km_paise') = (to_jsonb(OLD) - 'view_count' - 'updated_at' - 'rate_per_km_paise') THEN
    RETURN NEW;
  END IF;
  NEW.updated_at := now();
  RETURN NEW;
END $$;

-- Filling in a derived column is no change of a load: neither audited nor a board change.
ALTER TABLE loads DISABLE TRIGGER USER;
ALTER TABLE loads ENABLE TRIGGER loads_distance;
UPDATE loads SET distance_km = road_distance_km(origin_key, destination_key);
ALTER TABLE loads ENABLE TRIGGER USER;
UPDATE load_board_version SET version = version + 1;

CREATE INDEX loads_board_rate_idx ON loads (status, coalesce(rate_per_km_paise, -1) DESC, created_at DESC, id DESC)
  INCLUDE (rate_per_km_paise, origin_key, destination_key, truck_type, weight_tonnes, pickup_date)
  WHERE deleted_at IS NULL AND listed;

-- The lane's recent price: loads taken (assigned, on the road or delivered) on a lane lately.
CREATE INDEX loads_lane_price_idx ON loads (origin_key, destination_key, updated_at)
  INCLUDE (price_paise, weight_tonnes)
  WHERE deleted_at IS NULL AND price_paise IS NOT NULL AND status IN ('assigned', 'in_transit', 'delivered');

CREATE CONSTRAINT TRIGGER bids_board_version_insert AFTER INSERT OR DELETE ON bids
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_load_board_version();
CREATE CONSTRAINT TRIGGER bids_board_version_update AFTER UPDATE OF status ON bids
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION bump_load_board_version();
CREATE CONSTRAINT TRIGGER ratings_board_version AFTER INSERT OR DELETE ON ratings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_load_board_version();
CREATE CONSTRAINT TRIGGER users_board_version_facts AFTER UPDATE OF company_name, verified_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name OR OLD.verified_at IS DISTINCT FROM NEW.verified_at)
  EXECUTE FUNCTION bump_load_board_version();
