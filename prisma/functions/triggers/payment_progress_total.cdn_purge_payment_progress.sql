CREATE TRIGGER cdn_purge_payment_progress AFTER INSERT OR DELETE OR UPDATE ON payment_progress_total FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_payment_progress();
