CREATE OR REPLACE FUNCTION public.staff_password_change(p_token_sha256 bytea, p_name_key text, p_client text, p_matched boolean, p_password_hash text, p_new_token_sha256 bytea)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_session record;
BEGIN
    SELECT s.account_id, s.name, s.created_at INTO v_session FROM staff_session_of(p_token_sha256, 'full') s;
    IF v_session.account_id IS NULL THEN
        RAISE EXCEPTION 'only a signed-in person may change their password' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NOT p_matched THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_session.account_id, p_name_key, p_client, 'password_bad');
        RETURN false;
    END IF;
    UPDATE staff_account a SET password_hash = p_password_hash WHERE a.id = v_session.account_id;
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_session.account_id AND s.ended_at IS NULL;
    INSERT INTO staff_session (token_sha256, account_id, stage, created_at) VALUES (p_new_token_sha256, v_session.account_id, 'full', v_session.created_at);
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_session.account_id, p_name_key, p_client, 'password_changed');
    INSERT INTO audit_log (actor, action, subject) VALUES (v_session.name, 'staff password changed', 'staff:' || v_session.name);
    RETURN true;
END $function$;
