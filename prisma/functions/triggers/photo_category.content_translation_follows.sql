CREATE TRIGGER content_translation_follows BEFORE INSERT OR UPDATE ON photo_category FOR EACH ROW EXECUTE FUNCTION content_translation_follows();
