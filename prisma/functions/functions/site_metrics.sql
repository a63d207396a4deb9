CREATE OR REPLACE FUNCTION public.site_metrics()
 RETURNS TABLE(mail_pending bigint, mail_dead bigint, mail_oldest_pending_seconds double precision, retention_last_run_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT count(*) FILTER (WHERE state IN ('pending', 'sending')),
           count(*) FILTER (WHERE state = 'dead'),
           coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE state IN ('pending', 'sending'))), 0)::double precision,
           (SELECT coalesce(last_run_at, started_at) FROM maintenance_run WHERE job = 'retention')
    FROM mail_outbox
$function$;

COMMENT ON FUNCTION public.site_metrics() IS 'For /metrics: unsent and dead mail, the oldest unsent message''s age in seconds, and when the retention job last finished a run (until one has, when its first began). No addresses, subjects or bodies.';
