CREATE OR REPLACE FUNCTION public.staff_request_contact_ticket(p_token_sha256 bytea, p_reference text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket bigint;
BEGIN
    IF NOT EXISTS (SELECT FROM data_access_request WHERE reference = p_reference) THEN
        RAISE EXCEPTION 'There is no data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'read personal details', p_reference) RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $function$;
