CREATE TRIGGER data_access_request_tally_insert AFTER INSERT ON data_access_request REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
