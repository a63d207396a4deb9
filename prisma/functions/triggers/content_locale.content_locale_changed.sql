CREATE TRIGGER content_locale_changed AFTER UPDATE ON content_locale FOR EACH STATEMENT EXECUTE FUNCTION content_locale_changed();
