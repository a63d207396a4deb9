CREATE TRIGGER content_changed_insert AFTER INSERT ON photo_category REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
