CREATE TRIGGER grievance_known_problem_filed AFTER INSERT ON grievance FOR EACH ROW EXECUTE FUNCTION grievance_known_problem_filed();
