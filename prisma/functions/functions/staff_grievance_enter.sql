CREATE OR REPLACE FUNCTION public.staff_grievance_enter(p_token_sha256 bytea, p_channel text, p_received_on date, p_category text, p_description text, p_state text, p_lga text, p_contact_name text, p_phone text, p_email text, p_may_contact boolean, p_locale text, p_code_sha256 bytea)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
    v_reference text;
BEGIN
    IF p_channel IS NULL OR p_channel NOT IN ('phone', 'paper', 'walk-in', 'email') THEN
        RAISE EXCEPTION 'an officer enters grievances from a call, paper, a visit or e-mail, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_received_on IS NULL OR p_received_on > v_today OR p_received_on < v_today - 366 THEN
        RAISE EXCEPTION 'the day it was received must be within the last year, and not in the future' USING ERRCODE = 'check_violation',
              CONSTRAINT = 'grievance_received_on_check';
    END IF;
    IF NOT EXISTS (SELECT FROM register_state s WHERE s.name = p_state) THEN
        RAISE EXCEPTION 'there is no state % in the register', p_state USING ERRCODE = 'check_violation', CONSTRAINT = 'grievance_state_check';
    END IF;
    IF v_member.desk_state IS NOT NULL AND v_member.desk_state <> p_state THEN
        RAISE EXCEPTION 'the % desk enters only % grievances', v_member.desk_state, v_member.desk_state USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO grievance (category, description, state, lga, contact_name, phone, email, may_contact, channel, locale,
                           status_code_sha256, entered_by, created_at)
    VALUES (p_category, btrim(p_description), p_state, nullif(btrim(p_lga), ''), nullif(btrim(p_contact_name), ''), p_phone,
            nullif(lower(btrim(p_email)), ''), coalesce(p_may_contact, false), p_channel, coalesce(p_locale, 'en'), p_code_sha256,
            v_member.name,
            CASE WHEN p_received_on = v_today THEN now() ELSE (p_received_on + time '09:00') AT TIME ZONE 'Africa/Lagos' END)
    RETURNING reference INTO v_reference;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'grievance entered', v_reference,
            jsonb_build_object('channel', p_channel, 'received_on', p_received_on, 'category', p_category, 'state', p_state,
                               'contact_given', p_contact_name IS NOT NULL OR p_phone IS NOT NULL OR p_email IS NOT NULL));
    RETURN v_reference;
END $function$;

COMMENT ON FUNCTION public.staff_grievance_enter(p_token_sha256 bytea, p_channel text, p_received_on date, p_category text, p_description text, p_state text, p_lga text, p_contact_name text, p_phone text, p_email text, p_may_contact boolean, p_locale text, p_code_sha256 bytea) IS 'A grievance officer enters a case that came by phone, paper, walk-in or e-mail, received on p_received_on (not in the future, within a year); a state desk only its own state''s. Audited. Returns the reference.';
