CREATE OR REPLACE FUNCTION public.news_list_keys(p_locale text, p_limit integer)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT news_list_key(n.published_on, n.publish_at, n.id)
    FROM news_article n
    WHERE n.locale = p_locale AND content_is_live(n.status, n.publish_at, n.unpublish_at)
    ORDER BY n.published_on DESC, n.publish_at DESC, n.id
    LIMIT least(greatest(coalesce(p_limit, 0), 0), 200)
$function$;

COMMENT ON FUNCTION public.news_list_keys(p_locale text, p_limit integer) IS 'The keys of the first p_limit (at most 200) live articles in p_locale in the public news list''s order: where an old numbered page starts.';
