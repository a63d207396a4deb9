CREATE OR REPLACE FUNCTION public.news_list_span(p_locale text, OUT oldest date, OUT newest date)
 RETURNS record
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT (SELECT n.published_on FROM news_article n
            WHERE n.locale = p_locale AND content_is_live(n.status, n.publish_at, n.unpublish_at)
            ORDER BY n.published_on, n.publish_at, n.id DESC LIMIT 1),
           (SELECT n.published_on FROM news_article n
            WHERE n.locale = p_locale AND content_is_live(n.status, n.publish_at, n.unpublish_at)
            ORDER BY n.published_on DESC, n.publish_at DESC, n.id LIMIT 1)
$function$;

COMMENT ON FUNCTION public.news_list_span(p_locale text, OUT oldest date, OUT newest date) IS 'The dates of the oldest and newest live articles in p_locale (null when there are none): the years the public news list''s archive offers.';
