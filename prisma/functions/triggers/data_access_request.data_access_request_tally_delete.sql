CREATE TRIGGER data_access_request_tally_delete AFTER DELETE ON data_access_request REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
