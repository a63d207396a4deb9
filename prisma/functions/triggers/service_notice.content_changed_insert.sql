CREATE TRIGGER content_changed_insert AFTER INSERT ON service_notice REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
