CREATE OR REPLACE FUNCTION public.news_sitemap_recount(p_months date[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF cardinality(p_months) IS NULL OR cardinality(p_months) = 0 THEN RETURN; END IF;
    PERFORM pg_advisory_xact_lock(hashtext('news_sitemap_file'));
    DELETE FROM news_sitemap_file WHERE month = ANY (p_months);
    INSERT INTO news_sitemap_file (month, part, lastmod)
    SELECT live.month, live.part, max(live.changed)
    FROM (SELECT m.month,
                 (row_number() OVER (PARTITION BY m.month ORDER BY a.published_on, a.id) - 1) / 50 + 1 AS part,
                 greatest(a.updated_at, a.publish_at) AS changed
          FROM (SELECT DISTINCT unnest(p_months) AS month) m
          JOIN news_article a ON a.locale = 'en' AND a.published_on >= m.month AND a.published_on < (m.month + interval '1 month')::date
          WHERE content_is_live(a.status, a.publish_at, a.unpublish_at)) AS live
    GROUP BY live.month, live.part;
END $function$;

COMMENT ON FUNCTION public.news_sitemap_recount(p_months date[]) IS 'Counts the given months'' sitemap files afresh (news_sitemap_file), each month through the listing index.';
