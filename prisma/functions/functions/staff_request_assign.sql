CREATE OR REPLACE FUNCTION public.staff_request_assign(p_token_sha256 bytea, p_reference text, p_assignee text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
BEGIN
    IF p_assignee IS NOT NULL AND NOT EXISTS (
        SELECT FROM staff_account a WHERE a.name = p_assignee AND 'request_officer' = ANY (a.roles) AND a.disabled_at IS NULL) THEN
        RAISE EXCEPTION '% is not a request officer', p_assignee USING ERRCODE = 'invalid_parameter_value';
    END IF;
    UPDATE data_access_request SET assignee = p_assignee WHERE reference = p_reference AND decided_at IS NULL;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no open data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
END $function$;
