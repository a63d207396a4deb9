CREATE OR REPLACE FUNCTION public.staff_session_of(p_token_sha256 bytea, p_stage text)
 RETURNS TABLE(account_id bigint, name text, display_name text, roles text[], created_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_session staff_session;
    v_account staff_account;
BEGIN
    SELECT * INTO v_session FROM staff_session s WHERE s.token_sha256 = p_token_sha256 AND s.ended_at IS NULL AND s.stage = p_stage;
    IF NOT FOUND THEN RETURN; END IF;
    SELECT * INTO v_account FROM staff_account a WHERE a.id = v_session.account_id;
    IF v_account.disabled_at IS NOT NULL
       OR (p_stage = 'full' AND (v_session.last_seen_at < now() - interval '30 minutes' OR v_session.created_at < now() - interval '12 hours'))
       OR (p_stage <> 'full' AND v_session.created_at < now() - interval '10 minutes') THEN
        UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
        IF p_stage = 'full' THEN
            INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
            VALUES (v_account.id, 'account:' || v_account.id, 'server', 'session_expired');
        END IF;
        RETURN;
    END IF;
    IF p_stage = 'full' AND v_session.last_seen_at < now() - interval '1 minute' THEN
        UPDATE staff_session s SET last_seen_at = now() WHERE s.token_sha256 = p_token_sha256;
    END IF;
    RETURN QUERY SELECT v_account.id, v_account.name, v_account.display_name, v_account.roles, v_session.created_at;
END $function$;
