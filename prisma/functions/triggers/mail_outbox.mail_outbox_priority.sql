CREATE TRIGGER mail_outbox_priority BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION mail_outbox_priority();
