CREATE TRIGGER grievance_figure_truncate AFTER TRUNCATE ON grievance FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_emptied();
