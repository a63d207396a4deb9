CREATE OR REPLACE FUNCTION public.staff_admin_of(p_token_sha256 bytea)
 RETURNS staff_account
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_account staff_account;
BEGIN
    SELECT a.* INTO v_account FROM staff_session_of(p_token_sha256, 'full') s JOIN staff_account a ON a.id = s.account_id;
    IF NOT FOUND OR NOT 'admin' = ANY (v_account.roles) THEN
        RAISE EXCEPTION 'only a signed-in admin may manage accounts' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN v_account;
END $function$;
