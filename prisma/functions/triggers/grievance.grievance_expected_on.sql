CREATE TRIGGER grievance_expected_on BEFORE INSERT ON grievance FOR EACH ROW EXECUTE FUNCTION grievance_expected_on();
