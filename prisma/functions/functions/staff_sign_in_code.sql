CREATE OR REPLACE FUNCTION public.staff_sign_in_code(p_token_sha256 bytea, p_client text, p_name_key text, p_code text, p_recovery_sha256 bytea, p_new_token_sha256 bytea, p_device_sha256 bytea DEFAULT NULL::bytea, p_new_device_sha256 bytea DEFAULT NULL::bytea)
 RETURNS TABLE(signed_in boolean, recovery_codes_left integer, alert_to text[], wait_seconds integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_account bigint;
    v_device bigint;
    v_step bigint;
    v_ok boolean := false;
    v_recovery boolean := false;
BEGIN
    SELECT s.account_id INTO v_account FROM staff_session_of(p_token_sha256, 'password') s;
    IF v_account IS NULL THEN
        RETURN QUERY SELECT false, NULL::integer, ARRAY[]::text[], 0;
        RETURN;
    END IF;
    v_device := staff_sign_in_device(v_account, p_device_sha256);
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
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id) VALUES (v_account, p_name_key, p_client, 'code_bad', v_device);
        IF (SELECT count(*) FROM staff_sign_in_log l WHERE l.account_id = v_account AND l.event = 'code_bad'
              AND l.at >= (SELECT s.created_at FROM staff_session s WHERE s.token_sha256 = p_token_sha256)) >= 5 THEN
            UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
        END IF;
        RETURN QUERY SELECT false, NULL::integer, staff_guessing_alert(v_account, p_name_key),
                            CASE WHEN v_device IS NULL THEN staff_sign_in_wait(p_name_key, p_client) ELSE 0 END;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id)
    VALUES (v_account, p_name_key, p_client, CASE WHEN v_recovery THEN 'recovery_code_used' ELSE 'code_ok' END, v_device);
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_new_token_sha256, v_account, 'full');
    IF p_new_device_sha256 IS NOT NULL THEN
        IF v_device IS NOT NULL THEN
            UPDATE staff_device d SET device_sha256 = p_new_device_sha256, last_used_at = now() WHERE d.id = v_device;
        ELSE
            INSERT INTO staff_device (account_id, device_sha256) VALUES (v_account, p_new_device_sha256) RETURNING id INTO v_device;
            INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id) VALUES (v_account, p_name_key, p_client, 'device_new', v_device);
        END IF;
        DELETE FROM staff_device d WHERE d.account_id = v_account AND d.last_used_at < now() - interval '180 days';
        WITH revoked AS (
            UPDATE staff_device d SET revoked_at = now()
            WHERE d.account_id = v_account AND d.revoked_at IS NULL
              AND d.id NOT IN (SELECT k.id FROM staff_device k WHERE k.account_id = v_account AND k.revoked_at IS NULL
                               ORDER BY k.last_used_at DESC, k.id DESC LIMIT 10)
            RETURNING d.id
        )
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id)
        SELECT v_account, p_name_key, p_client, 'device_revoked', r.id FROM revoked r;
    END IF;
    RETURN QUERY SELECT true, (SELECT count(*)::integer FROM staff_recovery_code r WHERE r.account_id = v_account AND r.used_at IS NULL),
                        ARRAY[]::text[], 0;
END $function$;
