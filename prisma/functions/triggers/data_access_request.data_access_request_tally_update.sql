CREATE TRIGGER data_access_request_tally_update AFTER UPDATE ON data_access_request REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
