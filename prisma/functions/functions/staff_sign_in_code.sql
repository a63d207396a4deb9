CREATE OR REPLACE FUNCTION public.staff_sign_in_code(p_token_sha256 bytea, p_client text, p_name_key text, p_code text, p_recovery_sha256 bytea, p_new_token_sha256 bytea)
 RETURNS TABLE(signed_in boolean, recovery_codes_left integer, alert_to text[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_account bigint;
    v_step bigint;
    v_ok boolean := false;
    v_recovery boolean := false;
BEGIN
    SELECT s.account_id INTO v_account FROM staff_session_of(p_token_sha256, 'password') s;
    IF v_account IS NULL THEN
        RETURN QUERY SELECT false, NULL::integer, ARRAY[]::text[];
        RETURN;
    END IF;
    IF p_code IS NOT NULL THEN
        v_step := totp_step_matching((SELECT a.totp_secret FROM staff_account a WHERE a.id = v_account), p_code);
        IF v_step IS NOT NULL THEN
            UPDATE staff_account a SET totp_last_step = v_step WHERE a.id = v_account AND a.totp_last_step < v_step;
            v_ok := FOUND;
        END IF;
    ELSIF p_recovery_sha256 IS NOT NULL THEN
        UPDATE staff_recovery_code r SET used_at = now()
        WHERE r.account_id = v_account AND r.code_sha256 = p_recovery_sha256 AND r.used_at IS NULL;
        v_ok := FOUND;
        v_recovery := FOUND;
    END IF;
    IF NOT v_ok THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'code_bad');
        IF (SELECT count(*) FROM staff_sign_in_log l WHERE l.account_id = v_account AND l.event = 'code_bad'
              AND l.at >= (SELECT s.created_at FROM staff_session s WHERE s.token_sha256 = p_token_sha256)) >= 5 THEN
            UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
        END IF;
        RETURN QUERY SELECT false, NULL::integer, staff_guessing_alert(v_account, p_name_key);
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
    VALUES (v_account, p_name_key, p_client, CASE WHEN v_recovery THEN 'recovery_code_used' ELSE 'code_ok' END);
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_new_token_sha256, v_account, 'full');
    RETURN QUERY SELECT true, (SELECT count(*)::integer FROM staff_recovery_code r WHERE r.account_id = v_account AND r.used_at IS NULL),
                        ARRAY[]::text[];
END $function$;
