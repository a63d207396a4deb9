CREATE OR REPLACE FUNCTION public.sms_metrics()
 RETURNS TABLE(status text, messages bigint, oldest_pending_seconds double precision)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    WITH kept AS (
        SELECT CASE
                   WHEN state <> 'sent' THEN state
                   WHEN delivery_status = 'Success' THEN 'delivered'
                   WHEN delivery_status IN ('Failed', 'Rejected', 'AbsentSubscriber', 'Expired') THEN 'undelivered'
                   ELSE 'sent'
               END AS status,
               created_at
        FROM sms_outbox
    )
    SELECT s.status, count(k.status),
           CASE WHEN s.status = 'pending' THEN coalesce(extract(epoch FROM now() - min(k.created_at)), 0)::double precision END
    FROM unnest(ARRAY['pending', 'sending', 'sent', 'delivered', 'undelivered', 'dead', 'capped']) AS s(status)
    LEFT JOIN kept k ON k.status = s.status
    GROUP BY s.status
$function$;

COMMENT ON FUNCTION public.sms_metrics() IS 'For /metrics: text messages kept in sms_outbox by status (pending, sending, sent without a report yet, delivered, undelivered, dead, capped), and the oldest pending message''s age in seconds. No numbers or texts.';
