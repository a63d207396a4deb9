CREATE OR REPLACE FUNCTION public.grievance_fix_ask(p_id integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
    v_by text;
    v_token text;
BEGIN
    SELECT * INTO v_case FROM grievance WHERE id = p_id FOR UPDATE;
    v_by := CASE
        WHEN NOT v_case.may_contact OR v_case.personal_data_erased_at IS NOT NULL OR v_case.resolved_at IS NULL THEN NULL
        WHEN v_case.channel IN ('sms', 'ussd') AND v_case.phone IS NOT NULL THEN 'sms'
        WHEN v_case.email IS NOT NULL THEN 'email'
        WHEN v_case.phone IS NOT NULL THEN 'sms' END;
    IF v_by = 'email' THEN
        v_token := translate(encode(gen_random_bytes(32), 'base64'), '+/=', '-_');
    END IF;
    UPDATE grievance
    SET fix_asked_at = CASE WHEN v_by IS NULL THEN NULL ELSE now() END, fix_asked_by = v_by,
        fix_token_sha256 = sha256(convert_to(v_token, 'UTF8')),
        fix_answer = NULL, fix_answered_at = NULL, fix_answered_by = NULL
    WHERE id = p_id;
    IF v_by = 'sms' THEN
        PERFORM sms_queue('grievance fix question', v_case.phone, v_case.locale, jsonb_build_object('reference', v_case.reference),
                          v_case.id, NULL);
    ELSIF v_by = 'email' THEN
        INSERT INTO mail_outbox (message_id, kind, recipient, subject, reference, params)
        VALUES ('<' || gen_random_uuid() || '@site>', 'grievance fix question', v_case.email, 'grievance fix question', v_case.reference,
                jsonb_build_object('locale', v_case.locale, 'reference', v_case.reference, 'token', v_token));
        PERFORM pg_notify('nassco_mail_queued', '');
    END IF;
END $function$;

COMMENT ON FUNCTION public.grievance_fix_ask(p_id integer) IS 'As a case is resolved: starts a new round of "Was it fixed?" and asks it once, by text for a case sent by SMS or USSD or with only a number, else by mail (two links with a new secret), only when the person agreed to be contacted. For the functions that resolve a case; no login may call it.';
