CREATE TRIGGER content_translation_follows BEFORE INSERT OR UPDATE ON service_notice FOR EACH ROW EXECUTE FUNCTION content_translation_follows();
