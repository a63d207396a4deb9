CREATE TRIGGER data_access_request_audit AFTER DELETE OR UPDATE ON data_access_request FOR EACH ROW EXECUTE FUNCTION data_access_request_audit();
