CREATE TRIGGER content_translation_follows BEFORE INSERT OR UPDATE ON known_fake FOR EACH ROW EXECUTE FUNCTION content_translation_follows();
