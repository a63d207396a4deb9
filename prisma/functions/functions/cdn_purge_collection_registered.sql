CREATE OR REPLACE FUNCTION public.cdn_purge_collection_registered()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM cdn_purge_triggers(NEW.table_name::regclass);
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.cdn_purge_collection_registered() IS 'Trigger: a collection registered in content_collection gets its CDN purge triggers.';
