CREATE TRIGGER news_sitemap_update AFTER UPDATE ON news_article REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION news_sitemap_changed();
