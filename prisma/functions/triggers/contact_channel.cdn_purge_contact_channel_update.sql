CREATE TRIGGER cdn_purge_contact_channel_update AFTER UPDATE ON contact_channel REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_everything();
