CREATE TRIGGER payment_alert_events AFTER INSERT OR UPDATE ON payment_window FOR EACH ROW EXECUTE FUNCTION payment_alert_events();
