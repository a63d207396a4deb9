CREATE TRIGGER payment_window_places_checked BEFORE INSERT OR UPDATE OF state, lgas ON payment_window FOR EACH ROW EXECUTE FUNCTION payment_window_places_checked();
