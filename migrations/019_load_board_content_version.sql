-- 019: the board version also goes up when anything a board page shows changes
-- (material, description, contact, payment state... and the owner's name), not
-- only what the board filters and sorts on, so that the app can keep whole pages
-- per version besides exact totals. A view (view_count alone) still changes nothing.
DROP TRIGGER loads_board_version_update ON loads;
CREATE CONSTRAINT TRIGGER loads_board_version_update AFTER UPDATE ON loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'view_count') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count'))
  EXECUTE FUNCTION bump_load_board_version();

CREATE CONSTRAINT TRIGGER users_board_version_update AFTER UPDATE OF name ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION bump_load_board_version();
