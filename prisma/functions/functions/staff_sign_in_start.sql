CREATE OR REPLACE FUNCTION public.staff_sign_in_start(p_name text, p_name_key text, p_client text)
 RETURNS TABLE(account_id bigint, password_hash text, wait_seconds integer, delay_seconds integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_wait integer;
    v_account staff_account;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended('staff sign-in ' || p_name_key || ' ' || p_client, 0));
    v_wait := staff_sign_in_wait(p_name_key, p_client);
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name AND a.disabled_at IS NULL AND a.totp_secret IS NOT NULL;
    IF v_wait > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, p_name_key, p_client, 'refused_locked');
        RETURN QUERY SELECT NULL::bigint, NULL::text, v_wait, 0;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, p_name_key, p_client, 'password_check');
    RETURN QUERY SELECT v_account.id, v_account.password_hash, 0, staff_sign_in_delay(p_name_key);
END $function$;
