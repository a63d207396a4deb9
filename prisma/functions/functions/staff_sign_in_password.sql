CREATE OR REPLACE FUNCTION public.staff_sign_in_password(p_account bigint, p_name_key text, p_client text, p_matched boolean, p_token_sha256 bytea, p_device bigint DEFAULT NULL::bigint)
 RETURNS TABLE(ok boolean, alert_to text[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_device bigint := (SELECT d.id FROM staff_device d WHERE d.id = p_device AND d.account_id = p_account);
BEGIN
    IF p_account IS NULL OR NOT p_matched THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id) VALUES (p_account, p_name_key, p_client, 'password_bad', v_device);
        RETURN QUERY SELECT false, staff_guessing_alert(p_account, p_name_key);
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id) VALUES (p_account, p_name_key, p_client, 'password_ok', v_device);
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_token_sha256, p_account, 'password');
    RETURN QUERY SELECT true, ARRAY[]::text[];
END $function$;
