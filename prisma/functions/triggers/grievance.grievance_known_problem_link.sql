CREATE TRIGGER grievance_known_problem_link BEFORE INSERT ON grievance FOR EACH ROW EXECUTE FUNCTION grievance_known_problem_link();
