CREATE OR REPLACE FUNCTION public.grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text, p_lga text, p_description text)
 RETURNS TABLE(reference text, expected_on date, code text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
    v_bytes bytea := substring(uuid_send(gen_random_uuid()) FROM 1 FOR 6) || substring(uuid_send(gen_random_uuid()) FROM 10 FOR 6);
    v_code text := '';
BEGIN
    IF p_channel IS NULL OR p_channel NOT IN ('ussd', 'sms') THEN
        RAISE EXCEPTION 'a text report comes by ussd or sms, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_phone IS NULL THEN
        RAISE EXCEPTION 'a text report needs the caller''s number' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    FOR i IN 0..11 LOOP
        v_code := v_code || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(v_bytes, i) & 31) + 1, 1);
    END LOOP;
    INSERT INTO grievance (category, description, state, lga, phone, may_contact, channel, locale, status_code_sha256)
    VALUES (p_category, left(btrim(p_description), 4000), p_state, p_lga, p_phone, true, p_channel, coalesce(p_locale, 'en'),
            sha256(convert_to(v_code, 'UTF8')))
    RETURNING * INTO v_case;
    PERFORM sms_queue('grievance receipt', v_case.phone, v_case.locale,
                      jsonb_build_object('reference', v_case.reference, 'code', v_code, 'expected_on', v_case.expected_on),
                      v_case.id, NULL);
    -- session_user, not current_user (the definer) nor the nassco.actor setting (any caller may set it).
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (session_user, 'grievance received', v_case.reference,
            jsonb_build_object('channel', p_channel, 'category', v_case.category, 'state', v_case.state, 'lga', v_case.lga));
    RETURN QUERY SELECT v_case.reference, v_case.expected_on, v_code;
END $function$;

COMMENT ON FUNCTION public.grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text, p_lga text, p_description text) IS 'Stores a grievance sent by USSD or SMS from the caller''s number, with consent to a call back, in its state and LGA where the caller chose them (linked to a live known problem of its place and category by grievance_known_problem_link); makes its status code (12 Crockford characters from gen_random_uuid()) and keeps its SHA-256; queues the receipt SMS (reference, code, promised date) to that number; audits the calling login (session_user) with channel, category, state and LGA. Returns the reference, promised date and code. For nassco_text alone.';
