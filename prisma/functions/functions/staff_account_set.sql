CREATE OR REPLACE FUNCTION public.staff_account_set(p_admin_token bytea, p_name text, p_change text, p_client text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_admin staff_account := staff_admin_of(p_admin_token);
    v_account staff_account;
BEGIN
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name;
    IF NOT FOUND OR p_change NOT IN ('disable', 'enable', 'unlock') THEN
        RAISE EXCEPTION 'no such account or change' USING ERRCODE = 'no_data_found';
    END IF;
    IF p_change = 'disable' AND v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot disable their own account' USING ERRCODE = 'check_violation';
    END IF;
    IF p_change = 'disable' THEN
        UPDATE staff_account a SET disabled_at = now() WHERE a.id = v_account.id AND a.disabled_at IS NULL;
        UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account.id AND s.ended_at IS NULL;
    ELSIF p_change = 'enable' THEN
        UPDATE staff_account a SET disabled_at = NULL WHERE a.id = v_account.id;
    ELSE
        -- The lock is kept by the name's key, which only the site can compute: it logs the unlock under it too (below).
        NULL;
    END IF;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_admin.name, CASE p_change WHEN 'disable' THEN 'staff account disabled' WHEN 'enable' THEN 'staff account enabled' ELSE 'staff account unlocked' END,
            'staff:' || p_name,
            jsonb_build_object('disabled', v_account.disabled_at IS NOT NULL), NULL);
END $function$;
