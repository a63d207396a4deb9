CREATE TRIGGER grievance_status_sms AFTER UPDATE OF status ON grievance FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION grievance_status_sms();
