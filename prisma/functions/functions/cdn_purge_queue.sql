CREATE OR REPLACE FUNCTION public.cdn_purge_queue(p_tags text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    -- Always a row of its own: one folded into a row already queued could be sent before this
    -- transaction commits, and its change would then never be purged. The lane sends a tag once
    -- a batch, however many rows ask for it.
    INSERT INTO cdn_purge_outbox (tag)
    SELECT DISTINCT t FROM unnest(p_tags) AS t WHERE t IS NOT NULL;
    PERFORM pg_notify('nassco_cdn_purge_queued', '');
END $function$;

COMMENT ON FUNCTION public.cdn_purge_queue(p_tags text[]) IS 'Queues cache tags to purge, never waiting on another writer, and wakes the purge lanes at commit. Called by the triggers that see content change; no login may call it.';
