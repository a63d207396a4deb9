CREATE OR REPLACE FUNCTION public.staff_password_current(p_token_sha256 bytea, p_name_key text, p_client text)
 RETURNS TABLE(password_hash text, wait_seconds integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_account bigint;
    v_wait integer;
BEGIN
    SELECT s.account_id INTO v_account FROM staff_session_of(p_token_sha256, 'full') s;
    IF v_account IS NULL THEN
        RAISE EXCEPTION 'only a signed-in person may change their password' USING ERRCODE = 'insufficient_privilege';
    END IF;
    PERFORM pg_advisory_xact_lock(hashtextextended('staff sign-in ' || p_name_key, 0));
    v_wait := staff_sign_in_wait(p_name_key, p_client);
    IF v_wait > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'refused_locked');
        RETURN QUERY SELECT NULL::text, v_wait;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'password_check');
    RETURN QUERY SELECT a.password_hash, 0 FROM staff_account a WHERE a.id = v_account;
END $function$;
