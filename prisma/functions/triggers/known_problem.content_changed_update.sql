CREATE TRIGGER content_changed_update AFTER UPDATE ON known_problem REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
