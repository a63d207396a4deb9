CREATE TRIGGER cdn_purge_update AFTER UPDATE ON service_notice REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_content();
