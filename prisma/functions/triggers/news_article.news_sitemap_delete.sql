CREATE TRIGGER news_sitemap_delete AFTER DELETE ON news_article REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION news_sitemap_changed();
