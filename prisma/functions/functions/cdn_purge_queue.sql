CREATE OR REPLACE FUNCTION public.cdn_purge_queue(p_tags text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    INSERT INTO cdn_purge_outbox (tag)
    SELECT DISTINCT t FROM unnest(p_tags) AS t
    WHERE t IS NOT NULL AND NOT EXISTS (SELECT FROM cdn_purge_outbox o WHERE o.tag = t AND o.state = 'pending');
    PERFORM pg_notify('nassco_cdn_purge_queued', '');
END $function$;

COMMENT ON FUNCTION public.cdn_purge_queue(p_tags text[]) IS 'Queues cache tags to purge (none already pending), never waiting on another writer, and wakes the purge lanes at commit. Called by the triggers that see content change; no login may call it.';
