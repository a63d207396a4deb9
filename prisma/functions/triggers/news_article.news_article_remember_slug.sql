CREATE TRIGGER news_article_remember_slug AFTER INSERT OR UPDATE OF slug, title, locale ON news_article FOR EACH ROW EXECUTE FUNCTION news_article_remember_slug();
