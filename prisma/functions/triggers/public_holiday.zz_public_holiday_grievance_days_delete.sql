CREATE TRIGGER zz_public_holiday_grievance_days_delete AFTER DELETE ON public_holiday REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_days_recount();
