CREATE OR REPLACE FUNCTION public.news_article_remember_slug()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_alternate text := news_alternate_slug(NEW.title);
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.slug IS DISTINCT FROM NEW.slug THEN
        INSERT INTO news_article_old_slug (locale, slug, article_id, kind) VALUES (OLD.locale, OLD.slug, NEW.id, 'former')
        ON CONFLICT (locale, slug) DO UPDATE SET article_id = EXCLUDED.article_id, kind = EXCLUDED.kind, since = EXCLUDED.since;
    END IF;
    IF v_alternate <> '' AND v_alternate <> NEW.slug
       AND (TG_OP = 'INSERT' OR OLD.title IS DISTINCT FROM NEW.title OR OLD.locale IS DISTINCT FROM NEW.locale) THEN
        INSERT INTO news_article_old_slug (locale, slug, article_id, kind) VALUES (NEW.locale, v_alternate, NEW.id, 'alternate')
        ON CONFLICT (locale, slug) DO UPDATE SET article_id = EXCLUDED.article_id, kind = EXCLUDED.kind, since = EXCLUDED.since
        WHERE news_article_old_slug.kind = 'alternate';
    END IF;
    DELETE FROM news_article_old_slug WHERE locale = NEW.locale AND slug = NEW.slug;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.news_article_remember_slug() IS 'Keeps news_article_old_slug: an article''s former slug and its title''s other slug reading lead to it; a slug in use is no old address.';
