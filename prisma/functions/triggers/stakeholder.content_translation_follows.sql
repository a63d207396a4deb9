CREATE TRIGGER content_translation_follows BEFORE INSERT OR UPDATE ON stakeholder FOR EACH ROW EXECUTE FUNCTION content_translation_follows();
