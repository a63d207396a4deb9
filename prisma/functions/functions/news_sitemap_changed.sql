CREATE OR REPLACE FUNCTION public.news_sitemap_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_months date[];
BEGIN
    EXECUTE format('SELECT array_agg(DISTINCT date_trunc(''month'', published_on::timestamp)::date) FROM (%s) r WHERE locale = ''en''',
        CASE TG_OP
            WHEN 'INSERT' THEN 'SELECT locale, published_on FROM new_rows'
            WHEN 'DELETE' THEN 'SELECT locale, published_on FROM old_rows'
            ELSE 'SELECT locale, published_on FROM new_rows UNION ALL SELECT locale, published_on FROM old_rows' END)
    INTO v_months;
    PERFORM news_sitemap_recount(v_months);
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.news_sitemap_changed() IS 'After each statement on news_article: counts afresh the sitemap files of the months of the English articles it wrote (news_sitemap_file).';
