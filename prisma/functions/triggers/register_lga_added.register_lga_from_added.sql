CREATE TRIGGER register_lga_from_added AFTER INSERT ON register_lga_added FOR EACH ROW EXECUTE FUNCTION register_lga_from_added();
