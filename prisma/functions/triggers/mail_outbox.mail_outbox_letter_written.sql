CREATE TRIGGER mail_outbox_letter_written AFTER INSERT ON mail_outbox FOR EACH ROW WHEN (new.request_reference IS NOT NULL) EXECUTE FUNCTION mail_outbox_letter_written();
