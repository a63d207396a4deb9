CREATE TRIGGER news_sitemap_insert AFTER INSERT ON news_article REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION news_sitemap_changed();
