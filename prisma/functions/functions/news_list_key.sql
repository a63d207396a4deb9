CREATE OR REPLACE FUNCTION public.news_list_key(p_published_on date, p_publish_at timestamp with time zone, p_id text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT to_char(p_published_on, 'YYYY-MM-DD') || '_' || to_char(p_publish_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') || '_' || p_id
$function$;

COMMENT ON FUNCTION public.news_list_key(p_published_on date, p_publish_at timestamp with time zone, p_id text) IS 'An article''s place in the public news list as its addresses carry it: YYYY-MM-DD_<publish_at UTC as YYYYMMDDHHMMSS and microseconds>_<id>.';
