CREATE TRIGGER newsletter_subscriber_tally_delete AFTER DELETE ON newsletter_subscriber REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
