CREATE OR REPLACE FUNCTION public.staff_requests_export_ticket(p_token_sha256 bytea, p_since timestamp with time zone, p_format text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket bigint;
BEGIN
    IF p_format NOT IN ('csv', 'xlsx') THEN RAISE EXCEPTION 'no such format: %', p_format USING ERRCODE = 'invalid_parameter_value'; END IF;
    INSERT INTO audit_log (actor, action, after)
    VALUES (v_member.name, 'export', jsonb_build_object('since', p_since, 'format', p_format,
                                                       'requests', (SELECT count(*) FROM data_access_request WHERE created_at >= p_since)))
    RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $function$;
