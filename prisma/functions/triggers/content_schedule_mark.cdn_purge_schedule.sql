CREATE TRIGGER cdn_purge_schedule AFTER UPDATE ON content_schedule_mark FOR EACH ROW WHEN (new.reached_at > old.reached_at) EXECUTE FUNCTION cdn_purge_schedule();
