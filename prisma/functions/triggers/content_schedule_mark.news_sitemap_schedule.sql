CREATE TRIGGER news_sitemap_schedule AFTER UPDATE ON content_schedule_mark FOR EACH ROW WHEN (new.reached_at > old.reached_at) EXECUTE FUNCTION news_sitemap_schedule();
