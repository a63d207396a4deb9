CREATE TRIGGER cdn_purge_collection_registered AFTER INSERT ON content_collection FOR EACH ROW EXECUTE FUNCTION cdn_purge_collection_registered();
