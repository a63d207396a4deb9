CREATE OR REPLACE FUNCTION public.staff_grievance_receipt(p_token_sha256 bytea, p_reference text, p_code text)
 RETURNS TABLE(sms text, email text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_code constant text := upper(replace(coalesce(p_code, ''), '-', ''));
    v_case grievance;
    v_sms text;
    v_email text;
BEGIN
    SELECT * INTO v_case FROM grievance g
    WHERE g.reference = p_reference AND g.xmin = pg_current_xact_id()::xid AND g.entered_by = v_member.name
      AND g.personal_data_erased_at IS NULL AND g.status_code_sha256 = sha256(convert_to(v_code, 'UTF8'));
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no receipt is due for %: only the case this officer has entered in this transaction, with its code', p_reference
            USING ERRCODE = 'no_data_found';
    END IF;
    -- Each channel: 'queued', or why not: 'not given' (no number or address) or 'no consent'.
    v_sms := CASE WHEN v_case.phone IS NULL THEN 'not given' WHEN NOT v_case.may_contact THEN 'no consent' ELSE 'queued' END;
    v_email := CASE WHEN v_case.email IS NULL THEN 'not given' WHEN NOT v_case.may_contact THEN 'no consent' ELSE 'queued' END;
    IF v_sms = 'queued' THEN
        PERFORM sms_queue('grievance receipt', v_case.phone, v_case.locale,
                          jsonb_build_object('reference', v_case.reference, 'code', v_code, 'expected_on', v_case.expected_on),
                          v_case.id, NULL);
    END IF;
    IF v_email = 'queued' THEN
        BEGIN
            PERFORM mail_queue('grievance acknowledgement', v_case.reference,
                               jsonb_build_object('code', substr(v_code, 1, 4) || '-' || substr(v_code, 5, 4) || '-' || substr(v_code, 9, 4)));
        EXCEPTION WHEN program_limit_exceeded THEN
            -- The site's bound a minute on acknowledgements is reached: the case is kept, and the officer told to read the code out.
            v_email := 'busy';
        END;
    END IF;
    IF 'queued' IN (v_sms, v_email) THEN
        INSERT INTO audit_log (actor, action, subject, after)
        VALUES (v_member.name, 'grievance receipt queued', v_case.reference,
                jsonb_build_object('sms', v_sms = 'queued', 'email', v_email = 'queued', 'locale', v_case.locale));
    END IF;
    RETURN QUERY SELECT v_sms, v_email;
END $function$;

COMMENT ON FUNCTION public.staff_grievance_receipt(p_token_sha256 bytea, p_reference text, p_code text) IS 'Queues the receipt (reference, code, promised date) of the case a grievance officer has just entered, in the calling transaction and with its code: by SMS to its phone and by e-mail to its address, each only with the person''s consent, in the case''s language. Returns per channel queued, not given, no consent or busy (the e-mail bound a minute). Audited under the officer''s name.';
