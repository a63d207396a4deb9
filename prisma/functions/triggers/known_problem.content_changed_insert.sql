CREATE TRIGGER content_changed_insert AFTER INSERT ON known_problem REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
