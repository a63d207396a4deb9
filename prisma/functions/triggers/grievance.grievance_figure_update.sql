CREATE TRIGGER grievance_figure_update AFTER UPDATE ON grievance REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_keep();
