CREATE OR REPLACE FUNCTION public.dar_assign(p_reference text, p_assignee text DEFAULT SESSION_USER)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NOT pg_has_role(p_assignee, 'nassco_staff', 'MEMBER') THEN
        RAISE EXCEPTION '% is not a staff login.', p_assignee USING ERRCODE = 'invalid_parameter_value';
    END IF;
    UPDATE data_access_request SET assignee = p_assignee WHERE reference = p_reference;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    RETURN p_assignee;
END $function$;
