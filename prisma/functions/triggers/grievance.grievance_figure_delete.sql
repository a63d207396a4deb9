CREATE TRIGGER grievance_figure_delete AFTER DELETE ON grievance REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_keep();
