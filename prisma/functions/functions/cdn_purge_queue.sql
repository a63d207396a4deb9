CREATE OR REPLACE FUNCTION public.cdn_purge_queue(p_tags text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    INSERT INTO cdn_purge_outbox (tag)
    SELECT DISTINCT t FROM unnest(p_tags) AS t WHERE t IS NOT NULL
    ON CONFLICT (tag) WHERE state = 'pending' DO NOTHING;
    PERFORM pg_notify('nassco_cdn_purge_queued', '');
END $function$;

COMMENT ON FUNCTION public.cdn_purge_queue(p_tags text[]) IS 'Queues cache tags to purge (one pending row a tag) and wakes the purge lanes at commit. Called by the triggers that see content change; no login may call it.';
