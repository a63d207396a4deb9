CREATE OR REPLACE FUNCTION public.staff_sign_out(p_token_sha256 bytea, p_everywhere boolean, p_client text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_account bigint;
BEGIN
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256 AND s.ended_at IS NULL
    RETURNING s.account_id INTO v_account;
    IF v_account IS NULL THEN RETURN; END IF;
    IF p_everywhere THEN
        UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account AND s.ended_at IS NULL;
        WITH revoked AS (
            UPDATE staff_device d SET revoked_at = now() WHERE d.account_id = v_account AND d.revoked_at IS NULL RETURNING d.id
        )
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id)
        SELECT v_account, 'account:' || v_account, p_client, 'device_revoked', r.id FROM revoked r;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
    VALUES (v_account, 'account:' || v_account, p_client, CASE WHEN p_everywhere THEN 'signed_out_everywhere' ELSE 'signed_out' END);
END $function$;
