-- 053: the board keeps its pages per board version (loads/board/cache.ts), and its cards show the posters'
-- verified badges (document_badges, migration 050). A badge appears when an admin approves a document, so that
-- decision moves the board version like the other facts a card shows (037, 049); a rejection changes no badge.
-- A badge that ends with its document's expiry is the date's doing, not a write's: the board keys its kept
-- pages by today's date in India as well (loads/board/queries.ts).
CREATE CONSTRAINT TRIGGER user_documents_board_version AFTER UPDATE OF status ON user_documents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status = 'approved' AND OLD.status IS DISTINCT FROM 'approved')
  EXECUTE FUNCTION bump_load_board_version();
-- Documents are never deleted by the app; should one approved be removed by hand, its badge goes with it.
CREATE CONSTRAINT TRIGGER user_documents_board_version_delete AFTER DELETE ON user_documents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status = 'approved')
  EXECUTE FUNCTION bump_load_board_version();
