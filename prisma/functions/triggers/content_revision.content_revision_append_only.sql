CREATE TRIGGER content_revision_append_only BEFORE DELETE OR UPDATE ON content_revision FOR EACH ROW EXECUTE FUNCTION content_revision_is_append_only();
