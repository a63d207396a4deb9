CREATE OR REPLACE FUNCTION public.staff_sms_retry(p_token_sha256 bytea, p_id bigint)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := sms_national_member(p_token_sha256);
    v_message sms_outbox;
    v_number text;
    v_subject text;
BEGIN
    SELECT * INTO v_message FROM sms_outbox o WHERE o.id = p_id FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no text message %', p_id USING ERRCODE = 'no_data_found';
    END IF;
    v_number := sms_retry_number(v_message);
    IF v_number IS NULL THEN
        RAISE EXCEPTION 'text message % is %, or its case has no number to send to: it cannot be sent again', p_id, v_message.state
              USING ERRCODE = 'check_violation';
    END IF;
    UPDATE sms_outbox SET state = 'pending', recipient = v_number, recipient_sha256 = sha256(convert_to(v_number, 'UTF8')),
                          attempts = 0, next_attempt_at = now(), last_error = NULL, created_at = now()
    WHERE id = v_message.id;
    v_subject := coalesce((SELECT g.reference FROM grievance g WHERE g.id = v_message.grievance), v_message.request_reference, 'sms:' || p_id);
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_member.name, 'sms retried', v_subject,
            jsonb_build_object('message', p_id, 'kind', v_message.kind, 'state', v_message.state, 'attempts', v_message.attempts),
            jsonb_build_object('message', p_id, 'state', 'pending'));
    PERFORM pg_notify('nassco_sms_queued', '');
    RETURN v_subject;
END $function$;

COMMENT ON FUNCTION public.staff_sms_retry(p_token_sha256 bytea, p_id bigint) IS 'Puts a dead text message back in the outbox (pending, attempts from 0, a fresh week before retention) to the number its grievance or request still has with consent; never a capped one. National office and admins; audited. Returns the case''s or request''s reference.';
