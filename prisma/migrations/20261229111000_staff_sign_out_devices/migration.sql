-- Issue 64: signing out and known devices (docs/decisions/0085-known-devices-at-sign-in.md).
--
-- Signing out keeps the browser a known device: the back office no longer asks it to forget every
-- cookie, only the session's and its cache. Signing out on every device, for a person who fears
-- one is in someone else's hands, also revokes every known device of the account, so each must
-- pass the name's limits again until it next signs in. Otherwise as before (20261212090000).

CREATE OR REPLACE FUNCTION staff_sign_out(p_token_sha256 bytea, p_everywhere boolean, p_client text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
END $$;
