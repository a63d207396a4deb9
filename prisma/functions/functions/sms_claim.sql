CREATE OR REPLACE FUNCTION public.sms_claim(p_limit integer, p_daily_cap integer)
 RETURNS TABLE(id bigint, kind text, recipient text, locale text, params jsonb, attempts integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_limit integer := least(greatest(p_limit, 0), 50);
    v_cap integer := least(greatest(p_daily_cap, 1), 100);
BEGIN
    PERFORM pg_advisory_xact_lock(7260419051);
    UPDATE sms_outbox m
    SET state = 'capped', recipient = NULL, params = m.params - 'code',
        last_error = format('This number had %s messages in 24 hours; not sent.', v_cap)
    FROM (SELECT d.id,
                 row_number() OVER (PARTITION BY d.recipient_sha256 ORDER BY d.next_attempt_at, d.id)
                 + (SELECT count(*) FROM sms_outbox s
                    WHERE s.recipient_sha256 = d.recipient_sha256
                      AND ((s.state = 'sent' AND s.sent_at > now() - interval '24 hours')
                           OR (s.state = 'sending' AND s.next_attempt_at > now()))) AS nth
          FROM (SELECT o.id, o.recipient_sha256, o.next_attempt_at FROM sms_outbox o
                WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now() AND o.recipient_sha256 IS NOT NULL
                FOR UPDATE SKIP LOCKED) d) ranked
    WHERE m.id = ranked.id AND ranked.nth > v_cap AND m.kind IN ('grievance status reply', 'office number', 'payment answer', 'payment alert',
                                                   'payment alert confirm');
    RETURN QUERY
    UPDATE sms_outbox m
    SET state = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + interval '120 seconds'
    FROM (SELECT o.id FROM sms_outbox o
          WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now()
            -- One number's messages in the order they were queued: none while an earlier one waits or is on its way.
            AND NOT EXISTS (SELECT FROM sms_outbox e
                            WHERE e.recipient_sha256 = o.recipient_sha256 AND e.id < o.id AND e.state IN ('pending', 'sending'))
          ORDER BY o.next_attempt_at, o.id
          LIMIT v_limit
          FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.kind, m.recipient, m.locale, m.params, m.attempts;
END $function$;

COMMENT ON FUNCTION public.sms_claim(p_limit integer, p_daily_cap integer) IS 'The SMS sender takes up to p_limit due messages for two minutes (SKIP LOCKED, attempts + 1), each only when no earlier message to its number is waiting or on its way, so that one number''s messages arrive in the order queued. A due message someone asked for (a status reply, an office number, a payment answer or alert) to a number already sent p_daily_cap messages in 24 hours becomes capped, its number cleared, instead; a case''s own messages (receipt, status, resolution, request receipt) are never capped but count.';
