CREATE OR REPLACE FUNCTION public.outbox_lanes()
 RETURNS TABLE(lane text, pending bigint, dead bigint, oldest_pending_seconds double precision)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT 'mail', count(*) FILTER (WHERE m.state IN ('pending', 'sending')), count(*) FILTER (WHERE m.state = 'dead'),
           coalesce(extract(epoch FROM now() - min(m.created_at) FILTER (WHERE m.state IN ('pending', 'sending'))), 0)::double precision
    FROM mail_outbox m WHERE m.priority < 3
    UNION ALL
    SELECT 'sms', count(*) FILTER (WHERE s.state IN ('pending', 'sending')), count(*) FILTER (WHERE s.state = 'dead'),
           coalesce(extract(epoch FROM now() - min(s.created_at) FILTER (WHERE s.state IN ('pending', 'sending'))), 0)::double precision
    FROM sms_outbox s WHERE s.state IN ('pending', 'sending', 'dead')
    UNION ALL
    SELECT 'purge', p.pending, p.dead, p.oldest_pending_seconds FROM cdn_purge_metrics() p
$function$;

COMMENT ON FUNCTION public.outbox_lanes() IS 'For the back office''s /metrics: per outbox lane (mail without newsletters, sms, the CDN''s purges), messages waiting, dead, and the oldest waiting one''s age in seconds. Counts and ages only.';
