CREATE OR REPLACE FUNCTION public.cdn_purge_media()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM cdn_purge_queue(ARRAY(SELECT 'page:/media/' || path FROM old_rows));
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.cdn_purge_media() IS 'Trigger: uploaded files deleted, queues each one''s page tag (page:/media/<path>): a CDN keeps them a year.';
