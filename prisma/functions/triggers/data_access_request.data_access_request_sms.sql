CREATE TRIGGER data_access_request_sms AFTER INSERT ON data_access_request FOR EACH ROW WHEN (new.phone IS NOT NULL) EXECUTE FUNCTION data_access_request_sms();
