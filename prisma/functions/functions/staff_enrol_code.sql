CREATE OR REPLACE FUNCTION public.staff_enrol_code(p_token_sha256 bytea, p_client text, p_code text, p_recovery_sha256 bytea[], p_new_token_sha256 bytea)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_account staff_account;
    v_step bigint;
BEGIN
    SELECT a.* INTO v_account FROM staff_session_of(p_token_sha256, 'enrol') s JOIN staff_account a ON a.id = s.account_id;
    IF v_account.id IS NULL OR cardinality(p_recovery_sha256) < 8 THEN RETURN false; END IF;
    v_step := totp_step_matching(v_account.totp_pending, p_code);
    IF v_step IS NULL THEN RETURN false; END IF;
    UPDATE staff_account a SET totp_secret = a.totp_pending, totp_pending = NULL, totp_last_step = v_step WHERE a.id = v_account.id;
    DELETE FROM staff_recovery_code r WHERE r.account_id = v_account.id;
    INSERT INTO staff_recovery_code (account_id, code_sha256) SELECT v_account.id, unnest(p_recovery_sha256);
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_new_token_sha256, v_account.id, 'full');
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, 'account:' || v_account.id, p_client, 'enrolled');
    RETURN true;
END $function$;
