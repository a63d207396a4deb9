CREATE OR REPLACE FUNCTION public.grievance_status_by_text(p_reference text, p_phone text, p_code text, p_reply_by_sms boolean)
 RETURNS TABLE(shown boolean, reference text, status text, resolution text)
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
        RETURN QUERY SELECT false, NULL::text, NULL::text, NULL::text;
        RETURN;
    END IF;
    v_params := jsonb_build_object('reference', v_case.reference, 'status', v_case.status, 'resolution', v_case.resolution);
    IF (p_phone IS NOT NULL AND v_case.phone = p_phone)
       OR (p_code IS NOT NULL AND v_case.status_code_sha256 = sha256(convert_to(p_code, 'UTF8'))) THEN
        IF p_reply_by_sms AND p_phone IS NOT NULL THEN
            PERFORM sms_queue('grievance status reply', p_phone, v_case.locale, v_params, v_case.id, NULL);
        END IF;
        RETURN QUERY SELECT true, v_case.reference, v_case.status, v_case.resolution;
        RETURN;
    END IF;
    -- Another caller: the case's owner is told at most once a day, within the hourly ceiling.
    IF v_case.phone IS NOT NULL AND v_case.may_contact AND v_case.personal_data_erased_at IS NULL THEN
        PERFORM pg_advisory_xact_lock(726041953, v_case.id);
        IF NOT EXISTS (SELECT FROM sms_outbox o
                       WHERE o.grievance = v_case.id AND o.kind = 'grievance status reply' AND o.params ? 'asked_by_another'
                         AND o.created_at > now() - interval '24 hours')
           AND sms_asked_allowed('grievance status reply') THEN
            PERFORM sms_queue('grievance status reply', v_case.phone, v_case.locale,
                              v_params || jsonb_build_object('asked_by_another', true), v_case.id, NULL);
        END IF;
    END IF;
    RETURN QUERY SELECT false, NULL::text, NULL::text, NULL::text;
END $function$;

COMMENT ON FUNCTION public.grievance_status_by_text(p_reference text, p_phone text, p_code text, p_reply_by_sms boolean) IS 'A grievance''s status asked by USSD or SMS: returned when the caller''s number is the case''s or the code is right (and, with p_reply_by_sms, queued to the caller); otherwise queued as an SMS to the case''s number if it may be contacted, at most once a case in 24 hours and within sms_asked_allowed(), and shown false, the same as for a reference that does not exist.';
