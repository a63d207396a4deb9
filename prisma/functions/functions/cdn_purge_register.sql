CREATE OR REPLACE FUNCTION public.cdn_purge_register()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM cdn_purge_queue(ARRAY['collection:lga_summary']);
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.cdn_purge_register() IS 'Trigger: the register''s figures changed (lga_dataset written), queues collection:lga_summary.';
