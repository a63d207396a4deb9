CREATE OR REPLACE FUNCTION public.grievance_status_by_text(p_reference text, p_phone text, p_code text, p_reply_by_sms boolean)
 RETURNS TABLE(answer text, reference text, status text, resolution text, fix_open boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
    v_params jsonb;
BEGIN
    SELECT * INTO v_case FROM grievance g WHERE g.reference = upper(btrim(p_reference));
    IF NOT FOUND THEN
        RETURN QUERY SELECT 'unknown'::text, NULL::text, NULL::text, NULL::text, NULL::boolean;
        RETURN;
    END IF;
    v_params := jsonb_build_object('reference', v_case.reference, 'status', v_case.status, 'resolution', v_case.resolution);
    IF (p_phone IS NOT NULL AND v_case.phone = p_phone)
       OR (p_code IS NOT NULL AND v_case.status_code_sha256 = sha256(convert_to(p_code, 'UTF8'))) THEN
        IF p_reply_by_sms AND p_phone IS NOT NULL THEN
            PERFORM sms_queue('grievance status reply', p_phone, v_case.locale, v_params, v_case.id, NULL);
        END IF;
        -- Only the case's own number may answer its question on USSD (grievance_fix_by_text).
        RETURN QUERY SELECT 'shown'::text, v_case.reference, v_case.status, v_case.resolution,
                            p_phone IS NOT NULL AND v_case.phone = p_phone AND grievance_fix_open(v_case);
        RETURN;
    END IF;
    -- Another caller: the case's owner is told at most once a day, within the hourly ceiling.
    IF v_case.phone IS NULL OR NOT v_case.may_contact OR v_case.personal_data_erased_at IS NOT NULL THEN
        RETURN QUERY SELECT 'not sent'::text, v_case.reference, NULL::text, NULL::text, NULL::boolean;
        RETURN;
    END IF;
    PERFORM pg_advisory_xact_lock(726041953, v_case.id);
    IF EXISTS (SELECT FROM sms_outbox o
               WHERE o.grievance = v_case.id AND o.kind = 'grievance status reply' AND o.params ? 'asked_by_another'
                 AND o.created_at > now() - interval '24 hours') THEN
        RETURN QUERY SELECT 'sent'::text, v_case.reference, NULL::text, NULL::text, NULL::boolean;
        RETURN;
    END IF;
    IF NOT sms_asked_allowed('grievance status reply') THEN
        RETURN QUERY SELECT 'not sent'::text, v_case.reference, NULL::text, NULL::text, NULL::boolean;
        RETURN;
    END IF;
    PERFORM sms_queue('grievance status reply', v_case.phone, v_case.locale,
                      v_params || jsonb_build_object('asked_by_another', true), v_case.id, NULL);
    RETURN QUERY SELECT 'sent'::text, v_case.reference, NULL::text, NULL::text, NULL::boolean;
END $function$;

COMMENT ON FUNCTION public.grievance_status_by_text(p_reference text, p_phone text, p_code text, p_reply_by_sms boolean) IS 'A grievance''s status asked by USSD or SMS. answer: shown (the caller''s number is the case''s or the code is right; with p_reply_by_sms also queued to the caller), sent (another caller: queued to the case''s number, at most once a case in 24 hours and within sms_asked_allowed(), or already within the day), not sent (the case has no number that may be texted, or the ceiling), unknown (no such reference). Status and resolution only when shown, with fix_open: true when the caller''s number is the case''s and its "Was it fixed?" may be answered.';
