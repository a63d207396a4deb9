CREATE OR REPLACE FUNCTION public.mail_claim(p_limit integer, p_bulk boolean, p_bulk_per_minute integer)
 RETURNS TABLE(id bigint, message_id text, kind text, recipient text, subject text, text_body text, html_body text, headers jsonb, attempts integer, reference text, params jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_limit integer := least(greatest(p_limit, 0), 50);
BEGIN
    IF p_bulk THEN
        -- One instance at a time takes from the minute's allowance.
        PERFORM pg_advisory_xact_lock(7260419006);
        UPDATE mail_outbox o
        SET state = 'dead',
            last_error = 'The instance sending it stopped while handing it to the mail server, so it may have been delivered. It was not sent again, so that nobody gets two copies.'
        WHERE o.priority >= 3 AND o.state = 'sending' AND o.handed_over_at IS NOT NULL AND o.next_attempt_at <= now();
        v_limit := least(v_limit, greatest(0, p_bulk_per_minute
            - (SELECT count(*) FROM mail_outbox o WHERE o.priority >= 3 AND o.claimed_at > now() - interval '1 minute')::integer));
        IF v_limit = 0 THEN RETURN; END IF;
    END IF;
    RETURN QUERY
    UPDATE mail_outbox m
    SET state = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + interval '120 seconds', claimed_at = now(),
        handed_over_at = NULL
    FROM (SELECT o.id FROM mail_outbox o
          WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now() AND (o.priority >= 3) = p_bulk
          ORDER BY o.priority, o.next_attempt_at, o.id
          LIMIT v_limit
          FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.message_id, m.kind, m.recipient, m.subject, m.text_body, m.html_body, m.headers, m.attempts, m.reference, m.params;
END $function$;

COMMENT ON FUNCTION public.mail_claim(p_limit integer, p_bulk boolean, p_bulk_per_minute integer) IS 'The sender takes due messages for two minutes: urgent ones (p_bulk false), most urgent first, or newsletters (p_bulk true), at most p_bulk_per_minute a minute across every instance. A message the site queued comes as its kind, reference and params, for the sender to write. SKIP LOCKED lets every instance claim at once without two taking one message.';
