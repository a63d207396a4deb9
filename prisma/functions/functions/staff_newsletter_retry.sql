CREATE OR REPLACE FUNCTION public.staff_newsletter_retry(p_token_sha256 bytea, p_issue bigint)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_count integer;
BEGIN
    UPDATE mail_outbox o SET state = 'pending', attempts = 0, next_attempt_at = now(), last_error = NULL
    FROM newsletter_delivery d
    WHERE d.issue_id = p_issue AND d.message_id = o.message_id AND o.state = 'dead';
    GET DIAGNOSTICS v_count = ROW_COUNT;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'newsletter retried', 'newsletter:' || p_issue, jsonb_build_object('messages', v_count));
    PERFORM pg_notify('nassco_mail_queued', '');
    RETURN v_count;
END $function$;
