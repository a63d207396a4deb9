CREATE TRIGGER cdn_purge_contact_channel AFTER INSERT OR DELETE OR UPDATE ON contact_channel FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_everything();
