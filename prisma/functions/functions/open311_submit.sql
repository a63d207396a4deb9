CREATE OR REPLACE FUNCTION public.open311_submit(p_key_sha256 bytea, p_request jsonb)
 RETURNS TABLE(reference text, created_at timestamp with time zone, expected_on date)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_partner grievance_partner := grievance_partner_by_key(p_key_sha256);
    v_received timestamptz := coalesce((p_request ->> 'received_at')::timestamptz, now());
    v_case grievance;
BEGIN
    IF v_received > now() + interval '5 minutes' OR v_received < now() - interval '30 days' THEN
        RAISE EXCEPTION 'received_at must be within the last 30 days and not in the future' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO grievance (category, description, state, lga, contact_name, phone, email, may_contact, locale, channel, partner, created_at)
    VALUES (p_request ->> 'category', p_request ->> 'description', p_request ->> 'state', p_request ->> 'lga',
            p_request ->> 'contact_name', p_request ->> 'phone', p_request ->> 'email',
            coalesce((p_request ->> 'may_contact')::boolean, false), coalesce(p_request ->> 'locale', 'en'),
            'partner', v_partner.name, least(v_received, now()))
    RETURNING * INTO v_case;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES ('partner:' || v_partner.name, 'grievance received', v_case.reference,
            jsonb_build_object('channel', 'partner', 'category', v_case.category, 'state', v_case.state));
    RETURN QUERY SELECT v_case.reference, v_case.created_at, v_case.expected_on;
END $function$;

COMMENT ON FUNCTION public.open311_submit(p_key_sha256 bytea, p_request jsonb) IS 'Stores a grievance from the partner whose key has this SHA-256 (channel partner), records it in audit_log as partner:<name>, and returns its reference and promised date.';
