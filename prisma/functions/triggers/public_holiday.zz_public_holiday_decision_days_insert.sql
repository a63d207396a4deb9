CREATE TRIGGER zz_public_holiday_decision_days_insert AFTER INSERT ON public_holiday REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_decision_days_recount();
