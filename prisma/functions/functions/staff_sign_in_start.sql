CREATE OR REPLACE FUNCTION public.staff_sign_in_start(p_name text, p_name_key text, p_client text, p_device_sha256 bytea DEFAULT NULL::bytea)
 RETURNS TABLE(account_id bigint, password_hash text, wait_seconds integer, delay_seconds integer, device_id bigint)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_wait integer;
    v_account staff_account;
    v_device bigint;
BEGIN
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name AND a.disabled_at IS NULL AND a.totp_secret IS NOT NULL;
    v_device := staff_sign_in_device(v_account.id, p_device_sha256);
    IF v_device IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(hashtextextended('staff sign-in device ' || v_device, 0));
        IF staff_sign_in_device_tries(v_device) < 5 THEN
            UPDATE staff_device d SET last_used_at = now() WHERE d.id = v_device;
            INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id)
            VALUES (v_account.id, p_name_key, p_client, 'password_check', v_device);
            RETURN QUERY SELECT v_account.id, v_account.password_hash, 0, 0, v_device;
            RETURN;
        END IF;
        UPDATE staff_device d SET revoked_at = now() WHERE d.id = v_device AND d.revoked_at IS NULL;
        IF FOUND THEN
            INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id)
            VALUES (v_account.id, p_name_key, p_client, 'device_revoked', v_device);
        END IF;
    END IF;
    PERFORM pg_advisory_xact_lock(hashtextextended('staff sign-in ' || p_name_key, 0));
    v_wait := staff_sign_in_wait(p_name_key, p_client);
    IF v_wait > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, p_name_key, p_client, 'refused_locked');
        RETURN QUERY SELECT NULL::bigint, NULL::text, v_wait, 0, NULL::bigint;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, p_name_key, p_client, 'password_check');
    RETURN QUERY SELECT v_account.id, v_account.password_hash, 0, staff_sign_in_delay(p_name_key), NULL::bigint;
END $function$;
