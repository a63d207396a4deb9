CREATE OR REPLACE FUNCTION public.staff_invite_as(p_by text, p_name text, p_display_name text, p_roles text[], p_invitation_sha256 bytea)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_account bigint;
BEGIN
    INSERT INTO staff_account (name, display_name, roles, created_by) VALUES (p_name, btrim(p_display_name), p_roles, p_by)
    ON CONFLICT (name) DO UPDATE SET display_name = excluded.display_name, roles = excluded.roles
    WHERE staff_account.password_hash IS NULL OR staff_account.totp_secret IS NULL
    RETURNING id INTO v_account;
    IF v_account IS NULL THEN
        RAISE EXCEPTION 'there is already an account called %', p_name USING ERRCODE = 'unique_violation';
    END IF;
    UPDATE staff_invitation i SET used_at = now() WHERE i.account_id = v_account AND i.used_at IS NULL;
    INSERT INTO staff_invitation (token_sha256, account_id, expires_at) VALUES (p_invitation_sha256, v_account, now() + interval '3 days');
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (p_by, 'staff account invited', 'staff:' || p_name, jsonb_build_object('display_name', btrim(p_display_name), 'roles', to_jsonb(p_roles)));
    RETURN v_account;
END $function$;
