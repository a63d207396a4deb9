CREATE OR REPLACE FUNCTION public.grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text, p_description text, p_code text)
 RETURNS TABLE(reference text, expected_on date)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
BEGIN
    IF p_channel IS NULL OR p_channel NOT IN ('ussd', 'sms') THEN
        RAISE EXCEPTION 'a text report comes by ussd or sms, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_phone IS NULL OR p_code IS NULL OR p_code !~ '^[0-9A-Z]{12}$' THEN
        RAISE EXCEPTION 'a text report needs the caller''s number and a canonical code' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO grievance (category, description, state, phone, may_contact, channel, locale, status_code_sha256)
    VALUES (p_category, left(btrim(p_description), 4000), p_state, p_phone, true, p_channel, coalesce(p_locale, 'en'),
            sha256(convert_to(p_code, 'UTF8')))
    RETURNING * INTO v_case;
    PERFORM sms_queue('grievance receipt', v_case.phone, v_case.locale,
                      jsonb_build_object('reference', v_case.reference, 'code', p_code, 'expected_on', v_case.expected_on),
                      v_case.id, NULL);
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (p_channel, 'grievance received', v_case.reference,
            jsonb_build_object('channel', p_channel, 'category', v_case.category, 'state', v_case.state));
    RETURN QUERY SELECT v_case.reference, v_case.expected_on;
END $function$;

COMMENT ON FUNCTION public.grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text, p_description text, p_code text) IS 'Stores a grievance sent by USSD or SMS from the caller''s number, with consent to a call back and the SHA-256 of its canonical code; queues the receipt SMS (reference, code, promised date) to that number; audits channel, category and state. Returns the reference and promised date.';
