CREATE TRIGGER lga_summary_state_checked BEFORE INSERT OR UPDATE OF state, is_total ON lga_summary FOR EACH ROW EXECUTE FUNCTION lga_summary_state_checked();
