CREATE TRIGGER zz_public_holiday_grievance_days_insert AFTER INSERT ON public_holiday REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_days_recount();
