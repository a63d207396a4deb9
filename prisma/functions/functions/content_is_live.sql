CREATE OR REPLACE FUNCTION public.content_is_live(p_status text, p_publish_at timestamp with time zone, p_unpublish_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
    SELECT p_status = 'published' AND p_publish_at <= now() AND (p_unpublish_at IS NULL OR now() < p_unpublish_at)
$function$;
