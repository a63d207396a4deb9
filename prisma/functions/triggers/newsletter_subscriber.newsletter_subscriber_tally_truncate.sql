CREATE TRIGGER newsletter_subscriber_tally_truncate AFTER TRUNCATE ON newsletter_subscriber FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_emptied();
