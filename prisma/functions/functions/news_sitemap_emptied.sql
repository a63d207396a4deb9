CREATE OR REPLACE FUNCTION public.news_sitemap_emptied()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    DELETE FROM news_sitemap_file;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.news_sitemap_emptied() IS 'After TRUNCATE of news_article (only ever in tests and restores): empties news_sitemap_file.';
