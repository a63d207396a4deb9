-- USSD and SMS in (issue 51, decision 0072): what the public site's callbacks may do, each through
-- one definer function for nassco_app. A caller names a case, a state or a problem by their phone;
-- the database decides who may see a case's status and which number a message goes to, so a bug
-- in the site cannot show a case to the wrong phone or send a message anywhere else.

-- ---------------------------------------------------------------------------
-- 1. A report by USSD or SMS: the caller's number (the aggregator's, not typed) and their consent
-- to a call back, a category, a state (none for a free SMS), and a fixed line or the message. The
-- receipt (reference, code, promised date) goes by SMS to that number. Audited with the counts a
-- desk needs (channel, category, state), never the number or the words.
CREATE FUNCTION grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text,
                                    p_description text, p_code text)
RETURNS TABLE(reference text, expected_on date)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
END $$;
COMMENT ON FUNCTION grievance_from_text(text, text, text, text, text, text, text) IS 'Stores a grievance sent by USSD or SMS from the caller''s number, with consent to a call back and the SHA-256 of its canonical code; queues the receipt SMS (reference, code, promised date) to that number; audits channel, category and state. Returns the reference and promised date.';
REVOKE ALL ON FUNCTION grievance_from_text(text, text, text, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_from_text(text, text, text, text, text, text, text) TO nassco_app;

-- ---------------------------------------------------------------------------
-- 2. A case's status asked for by USSD or SMS. It is shown (and, asked by SMS, sent back) only to
-- the number on the case or to whoever gives its code. Anyone else gets the same answer whether
-- the reference exists or not, and the status goes by SMS to the number on the case, if its owner
-- agreed to be contacted: a stranger who knows a reference learns nothing, and the owner learns
-- that someone asked.
CREATE FUNCTION grievance_status_by_text(p_reference text, p_phone text, p_code text, p_reply_by_sms boolean)
RETURNS TABLE(shown boolean, reference text, status text, resolution text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
    IF v_case.phone IS NOT NULL AND v_case.may_contact AND v_case.personal_data_erased_at IS NULL THEN
        PERFORM sms_queue('grievance status reply', v_case.phone, v_case.locale, v_params, v_case.id, NULL);
    END IF;
    RETURN QUERY SELECT false, NULL::text, NULL::text, NULL::text;
END $$;
COMMENT ON FUNCTION grievance_status_by_text(text, text, text, boolean) IS 'A grievance''s status asked by USSD or SMS: returned when the caller''s number is the case''s or the code is right (and, with p_reply_by_sms, queued to the caller); otherwise queued as an SMS to the case''s number if it may be contacted, and shown false, the same as for a reference that does not exist.';
REVOKE ALL ON FUNCTION grievance_status_by_text(text, text, text, boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_status_by_text(text, text, text, boolean) TO nassco_app;

-- ---------------------------------------------------------------------------
-- 3. A state office's phone by SMS, asked for by USSD: the first live phone of the state's unit
-- that the office has a basis for (an illustrative number is never sent as a real one). False,
-- and nothing queued, when the state has none on record.
CREATE FUNCTION sms_office_number(p_phone text, p_state text, p_locale text)
RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_number text;
BEGIN
    SELECT c.value INTO v_number FROM contact_channel c
    WHERE c.office = p_state AND c.kind = 'phone' AND c.locale = 'en' AND c.provenance <> 'illustrative'
      AND content_is_live(c.status, c.publish_at, c.unpublish_at)
    ORDER BY c.position, c.id LIMIT 1;
    IF v_number IS NULL OR p_phone IS NULL THEN
        RETURN false;
    END IF;
    PERFORM sms_queue('office number', p_phone, coalesce(p_locale, 'en'),
                      jsonb_build_object('state', CASE p_state WHEN 'fct' THEN 'FCT' ELSE initcap(replace(p_state, '-', ' ')) END,
                                         'phone', v_number),
                      NULL, NULL);
    RETURN true;
END $$;
COMMENT ON FUNCTION sms_office_number(text, text, text) IS 'Queues an SMS with a state unit''s phone (contact_channel, live, not illustrative) to the caller; false when the state has none on record.';
REVOKE ALL ON FUNCTION sms_office_number(text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_office_number(text, text, text) TO nassco_app;
