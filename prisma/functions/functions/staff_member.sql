CREATE OR REPLACE FUNCTION public.staff_member(p_token_sha256 bytea, p_roles text[])
 RETURNS staff_account
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_account staff_account;
BEGIN
    SELECT a.* INTO v_account FROM staff_session_of(p_token_sha256, 'full') s JOIN staff_account a ON a.id = s.account_id;
    IF NOT FOUND OR NOT (v_account.roles && p_roles) THEN
        RAISE EXCEPTION 'this needs the role %', array_to_string(p_roles, ' or ') USING ERRCODE = 'insufficient_privilege';
    END IF;
    PERFORM set_config('nassco.actor', v_account.name, true);
    RETURN v_account;
END $function$;
