CREATE TRIGGER grievance_figure_insert AFTER INSERT ON grievance REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_keep();
