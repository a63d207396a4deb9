CREATE TRIGGER cdn_purge_language AFTER UPDATE ON content_locale FOR EACH ROW EXECUTE FUNCTION cdn_purge_language();
