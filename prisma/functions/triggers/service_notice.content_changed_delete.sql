CREATE TRIGGER content_changed_delete AFTER DELETE ON service_notice REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
