CREATE TRIGGER cdn_purge_contact_channel_insert AFTER INSERT ON contact_channel REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_everything();
