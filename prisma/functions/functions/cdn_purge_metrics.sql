CREATE OR REPLACE FUNCTION public.cdn_purge_metrics()
 RETURNS TABLE(pending bigint, dead bigint, oldest_pending_seconds double precision)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT count(*) FILTER (WHERE state IN ('pending', 'sending')),
           count(*) FILTER (WHERE state = 'dead'),
           coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE state IN ('pending', 'sending'))), 0)::double precision
    FROM cdn_purge_outbox
$function$;

COMMENT ON FUNCTION public.cdn_purge_metrics() IS 'For /metrics, through outbox_lanes(): cache tags waiting to be purged (pending or being sent), those given up (dead), and the oldest waiting tag''s age in seconds.';
