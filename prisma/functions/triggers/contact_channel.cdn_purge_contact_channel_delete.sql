CREATE TRIGGER cdn_purge_contact_channel_delete AFTER DELETE ON contact_channel REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_everything();
