CREATE OR REPLACE FUNCTION public.service_status_measures(p_window interval DEFAULT '00:15:00'::interval)
 RETURNS TABLE(lane text, oldest_due_seconds double precision, failing bigint, sent_recently bigint)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT 'sms-out',
           coalesce((SELECT extract(epoch FROM now() - min(s.next_attempt_at)) FROM sms_outbox s
                     WHERE s.state IN ('pending', 'sending') AND s.next_attempt_at <= now()), 0)::double precision,
           (SELECT count(*) FROM sms_outbox s
            WHERE (s.state = 'pending' AND s.last_error IS NOT NULL)
               OR (s.state = 'dead' AND s.next_attempt_at > now() - p_window AND s.created_at > now() - interval '1 day')),
           (SELECT count(*) FROM sms_outbox s
            WHERE s.state = 'sent' AND s.sent_at > now() - p_window AND s.created_at > now() - interval '1 day')
    UNION ALL
    SELECT 'email',
           coalesce((SELECT extract(epoch FROM now() - min(m.next_attempt_at)) FROM mail_outbox m
                     WHERE m.priority < 3 AND m.state IN ('pending', 'sending') AND m.next_attempt_at <= now()), 0)::double precision,
           (SELECT count(*) FROM mail_outbox m
            WHERE m.priority < 3 AND ((m.state = 'pending' AND m.last_error IS NOT NULL)
                                      OR (m.state = 'dead' AND m.next_attempt_at > now() - p_window AND m.created_at > now() - interval '1 day'))),
           (SELECT count(*) FROM mail_outbox m WHERE m.state = 'sent' AND m.priority < 3 AND m.sent_at > now() - p_window)
$function$;

COMMENT ON FUNCTION public.service_status_measures(p_window interval) IS 'For /status: the SMS outbox and the households'' mail (no newsletters), each as the oldest due message''s wait in seconds, the messages failing (waiting after a failed try, or given up within p_window) and those sent within p_window. Counts and ages only.';
