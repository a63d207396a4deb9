CREATE OR REPLACE FUNCTION public.staff_request_enter(p_token_sha256 bytea, p_request jsonb, p_channel text, p_received_on date, p_code_sha256 bytea)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_row data_access_request := jsonb_populate_record(NULL::data_access_request, p_request);
    v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
    v_reference text;
BEGIN
    IF p_channel NOT IN ('paper', 'e-mail') THEN
        RAISE EXCEPTION 'an officer enters requests from paper or e-mail, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_received_on IS NULL OR p_received_on > v_today OR p_received_on < v_today - 366 THEN
        RAISE EXCEPTION 'the day it was received must be within the last year' USING ERRCODE = 'check_violation',
              CONSTRAINT = 'data_access_request_received_on_check';
    END IF;
    INSERT INTO data_access_request (
        organization_name, office_address, email_address, phone, sector, wants_households, wants_individuals, wants_location,
        location_state, location_lgas, location_wards, location_communities, household_criteria, individual_criteria,
        requester_name, designation, request_date, purpose, data_period, data_format, data_protection, locale,
        channel, entered_by, status_code_sha256, created_at)
    VALUES (
        v_row.organization_name, v_row.office_address, v_row.email_address, v_row.phone, v_row.sector, v_row.wants_households,
        v_row.wants_individuals, v_row.wants_location, v_row.location_state, v_row.location_lgas, v_row.location_wards,
        v_row.location_communities, coalesce(v_row.household_criteria, '{}'), coalesce(v_row.individual_criteria, '{}'),
        v_row.requester_name, v_row.designation, v_row.request_date, v_row.purpose, v_row.data_period, v_row.data_format,
        v_row.data_protection, coalesce(v_row.locale, 'en'), p_channel, v_member.name, p_code_sha256,
        CASE WHEN p_received_on = v_today THEN now() ELSE (p_received_on + time '12:00') AT TIME ZONE 'Africa/Lagos' END)
    RETURNING reference INTO v_reference;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'request entered', v_reference, jsonb_build_object('channel', p_channel, 'received_on', p_received_on));
    RETURN v_reference;
END $function$;
