CREATE TRIGGER newsletter_subscriber_tally_insert AFTER INSERT ON newsletter_subscriber REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
