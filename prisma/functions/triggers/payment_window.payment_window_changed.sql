CREATE TRIGGER payment_window_changed AFTER UPDATE ON payment_window FOR EACH ROW EXECUTE FUNCTION payment_window_changed();
