CREATE OR REPLACE FUNCTION public.cdn_purge_payment_progress()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM cdn_purge_queue(ARRAY['collection:payment_progress']);
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.cdn_purge_payment_progress() IS 'Trigger: payment progress published (payment_progress_total written), queues collection:payment_progress.';
