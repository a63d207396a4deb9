CREATE OR REPLACE FUNCTION public.staff_account_reset(p_admin_token bytea, p_name text, p_invitation_sha256 bytea, p_client text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_admin staff_account := staff_admin_of(p_admin_token);
    v_account staff_account;
BEGIN
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name AND a.disabled_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no enabled account %', p_name USING ERRCODE = 'no_data_found';
    END IF;
    IF v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot reset their own sign-in' USING ERRCODE = 'check_violation';
    END IF;
    IF v_account.email IS NULL THEN
        RAISE EXCEPTION '% has no e-mail address for a new invitation to go to', p_name USING ERRCODE = 'not_null_violation';
    END IF;
    UPDATE staff_account SET password_hash = NULL, totp_secret = NULL, totp_pending = NULL WHERE id = v_account.id;
    DELETE FROM staff_recovery_code WHERE account_id = v_account.id;
    UPDATE staff_session SET ended_at = now() WHERE account_id = v_account.id AND ended_at IS NULL;
    UPDATE staff_invitation SET used_at = now() WHERE account_id = v_account.id AND used_at IS NULL;
    INSERT INTO staff_invitation (token_sha256, account_id, expires_at) VALUES (p_invitation_sha256, v_account.id, now() + interval '3 days');
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_admin.name, 'staff account sign-in reset', 'staff:' || p_name, jsonb_build_object('email', v_account.email));
    RETURN v_account.email;
END $function$;

COMMENT ON FUNCTION public.staff_account_reset(p_admin_token bytea, p_name text, p_invitation_sha256 bytea, p_client text) IS 'An admin sets a colleague''s sign-in up again: the password, authenticator, recovery codes and sessions end, and a new invitation is made. Returns the account''s address, where the back office mails it; refused (23502) for an account without one. Audited.';
