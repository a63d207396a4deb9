CREATE TRIGGER known_problem_place_checked BEFORE INSERT OR UPDATE OF state, lga ON known_problem FOR EACH ROW EXECUTE FUNCTION known_problem_place_checked();
