-- 082 the gazetteer's Sahebganj (Jharkhand) is now Sahibganj, the town's and its district's official spelling, which
-- load posts write ("Sahibganj se Kolkata stone boulder"); Sahebganj stays an alias in src/geo/cities.ts. The board key
-- is the lower-case canonical name (037), so the town's point, the loads and the saved searches that hold the old key
-- take the new one; board-facts.test.ts checks city_points against the gazetteer.
UPDATE city_points SET key = 'sahibganj' WHERE key = 'sahebganj';

-- A city's new spelling is no change of a load: neither audited nor a board change (as in 067 and 076 to 081).
ALTER TABLE loads DISABLE TRIGGER USER;
UPDATE loads SET origin_key = 'sahibganj', origin = CASE WHEN origin = 'Sahebganj' THEN 'Sahibganj' ELSE origin END
 WHERE origin_key = 'sahebganj';
UPDATE loads SET destination_key = 'sahibganj', destination = CASE WHEN destination = 'Sahebganj' THEN 'Sahibganj' ELSE destination END
 WHERE destination_key = 'sahebganj';
ALTER TABLE loads ENABLE TRIGGER USER;

-- (a saved search's points stay the same town's)
ALTER TABLE saved_searches DISABLE TRIGGER USER;
UPDATE saved_searches SET origin_key = 'sahibganj' WHERE origin_key = 'sahebganj';
UPDATE saved_searches SET destination_key = 'sahibganj' WHERE destination_key = 'sahebganj';
ALTER TABLE saved_searches ENABLE TRIGGER USER;
