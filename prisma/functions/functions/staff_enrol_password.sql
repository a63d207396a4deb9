CREATE OR REPLACE FUNCTION public.staff_enrol_password(p_invitation_sha256 bytea, p_password_hash text, p_totp_pending text, p_token_sha256 bytea)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_account bigint;
BEGIN
    UPDATE staff_invitation i SET used_at = now()
    WHERE i.token_sha256 = p_invitation_sha256 AND i.used_at IS NULL AND i.expires_at > now()
    RETURNING i.account_id INTO v_account;
    IF v_account IS NULL THEN RETURN false; END IF;
    UPDATE staff_account a SET password_hash = p_password_hash, totp_pending = p_totp_pending WHERE a.id = v_account AND a.disabled_at IS NULL;
    IF NOT FOUND THEN RETURN false; END IF;
    -- A new enrolment replaces the old one: its sessions end.
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account AND s.ended_at IS NULL;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_token_sha256, v_account, 'enrol');
    RETURN true;
END $function$;
