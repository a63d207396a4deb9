CREATE TRIGGER data_access_request_tally_truncate AFTER TRUNCATE ON data_access_request FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_emptied();
