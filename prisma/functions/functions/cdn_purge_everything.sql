CREATE OR REPLACE FUNCTION public.cdn_purge_everything()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM cdn_purge_queue(ARRAY['all']);
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.cdn_purge_everything() IS 'Trigger: what every page shows changed (contact_channel), queues all.';
