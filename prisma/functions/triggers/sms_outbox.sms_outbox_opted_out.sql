CREATE TRIGGER sms_outbox_opted_out BEFORE INSERT ON sms_outbox FOR EACH ROW EXECUTE FUNCTION sms_outbox_opted_out();
