CREATE OR REPLACE FUNCTION public.news_sitemap_schedule()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM news_sitemap_recount(ARRAY(
        SELECT DISTINCT date_trunc('month', published_on::timestamp)::date FROM (
            SELECT locale, published_on FROM news_article
            WHERE status = 'published' AND publish_at > OLD.reached_at AND publish_at <= NEW.reached_at
            UNION ALL
            SELECT locale, published_on FROM news_article
            WHERE status = 'published' AND unpublish_at > OLD.reached_at AND unpublish_at <= NEW.reached_at) r
        WHERE locale = 'en'));
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.news_sitemap_schedule() IS 'When the schedule''s mark moves: counts afresh the sitemap files of the months whose English articles came or went in between (news_sitemap_file).';
