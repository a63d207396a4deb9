CREATE TRIGGER zz_public_holiday_decision_days_delete AFTER DELETE ON public_holiday REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_decision_days_recount();
