CREATE TRIGGER news_sitemap_truncate AFTER TRUNCATE ON news_article FOR EACH STATEMENT EXECUTE FUNCTION news_sitemap_emptied();
