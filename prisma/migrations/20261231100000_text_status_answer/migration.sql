-- A status asked by USSD or SMS says what truly happened (issue 67). Until now a reference that
-- does not exist, and a case with no number the office may text, were both answered "the status
-- was sent by SMS to the number given with the report", and nothing was sent. The answer is now
-- one of four: 'shown' (the caller's own case, or the right code), 'sent' (queued to the case's
-- number now, or within the last day), 'not sent' (no number the office may text, or the hourly
-- ceiling), 'unknown' (no case has this reference). References are numbered in order, so that one
-- exists tells a caller nothing the published counts do not.
DROP FUNCTION grievance_status_by_text(text, text, text, boolean);

CREATE FUNCTION grievance_status_by_text(p_reference text, p_phone text, p_code text, p_reply_by_sms boolean)
RETURNS TABLE(answer text, reference text, status text, resolution text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_case grievance;
    v_params jsonb;
BEGIN
    SELECT * INTO v_case FROM grievance g WHERE g.reference = upper(btrim(p_reference));
    IF NOT FOUND THEN
        RETURN QUERY SELECT 'unknown'::text, NULL::text, NULL::text, NULL::text;
        RETURN;
    END IF;
    v_params := jsonb_build_object('reference', v_case.reference, 'status', v_case.status, 'resolution', v_case.resolution);
    IF (p_phone IS NOT NULL AND v_case.phone = p_phone)
       OR (p_code IS NOT NULL AND v_case.status_code_sha256 = sha256(convert_to(p_code, 'UTF8'))) THEN
        IF p_reply_by_sms AND p_phone IS NOT NULL THEN
            PERFORM sms_queue('grievance status reply', p_phone, v_case.locale, v_params, v_case.id, NULL);
        END IF;
        RETURN QUERY SELECT 'shown'::text, v_case.reference, v_case.status, v_case.resolution;
        RETURN;
    END IF;
    -- Another caller: the case's owner is told at most once a day, within the hourly ceiling.
    IF v_case.phone IS NULL OR NOT v_case.may_contact OR v_case.personal_data_erased_at IS NOT NULL THEN
        RETURN QUERY SELECT 'not sent'::text, v_case.reference, NULL::text, NULL::text;
        RETURN;
    END IF;
    PERFORM pg_advisory_xact_lock(726041953, v_case.id);
    IF EXISTS (SELECT FROM sms_outbox o
               WHERE o.grievance = v_case.id AND o.kind = 'grievance status reply' AND o.params ? 'asked_by_another'
                 AND o.created_at > now() - interval '24 hours') THEN
        RETURN QUERY SELECT 'sent'::text, v_case.reference, NULL::text, NULL::text;
        RETURN;
    END IF;
    IF NOT sms_asked_allowed('grievance status reply') THEN
        RETURN QUERY SELECT 'not sent'::text, v_case.reference, NULL::text, NULL::text;
        RETURN;
    END IF;
    PERFORM sms_queue('grievance status reply', v_case.phone, v_case.locale,
                      v_params || jsonb_build_object('asked_by_another', true), v_case.id, NULL);
    RETURN QUERY SELECT 'sent'::text, v_case.reference, NULL::text, NULL::text;
END $$;

COMMENT ON FUNCTION grievance_status_by_text(text, text, text, boolean) IS 'A grievance''s status asked by USSD or SMS. answer: shown (the caller''s number is the case''s or the code is right; with p_reply_by_sms also queued to the caller), sent (another caller: queued to the case''s number, at most once a case in 24 hours and within sms_asked_allowed(), or already within the day), not sent (the case has no number that may be texted, or the ceiling), unknown (no such reference). Status and resolution only when shown.';
REVOKE ALL ON FUNCTION grievance_status_by_text(text, text, text, boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_status_by_text(text, text, text, boolean) TO nassco_text;
