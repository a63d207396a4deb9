CREATE OR REPLACE FUNCTION public.sms_queue(p_kind text, p_recipient text, p_locale text, p_params jsonb, p_grievance integer, p_request_reference text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_id bigint;
BEGIN
    INSERT INTO sms_outbox (kind, recipient, recipient_sha256, locale, params, grievance, request_reference)
    VALUES (p_kind, p_recipient, sha256(convert_to(p_recipient, 'UTF8')), p_locale, coalesce(p_params, '{}'), p_grievance, p_request_reference)
    RETURNING id INTO v_id;
    PERFORM pg_notify('nassco_sms_queued', '');
    RETURN v_id;
END $function$;

COMMENT ON FUNCTION public.sms_queue(p_kind text, p_recipient text, p_locale text, p_params jsonb, p_grievance integer, p_request_reference text) IS 'Writes a message to the SMS outbox and wakes every sender once the transaction commits. Called by the functions and triggers that decide a message is due; no login may call it.';
