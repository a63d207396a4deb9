CREATE OR REPLACE FUNCTION public.staff_invite(p_admin_token bytea, p_name text, p_display_name text, p_email text, p_roles text[], p_desk text, p_invitation_sha256 bytea)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_admin staff_account := staff_admin_of(p_admin_token);
BEGIN
    IF nullif(btrim(p_email), '') IS NULL THEN
        RAISE EXCEPTION 'an invitation goes to the person''s own address: give one' USING ERRCODE = 'not_null_violation';
    END IF;
    RETURN staff_invite_as(v_admin.name, p_name, p_display_name, p_email, p_roles, p_desk, p_invitation_sha256);
END $function$;

COMMENT ON FUNCTION public.staff_invite(p_admin_token bytea, p_name text, p_display_name text, p_email text, p_roles text[], p_desk text, p_invitation_sha256 bytea) IS 'An admin invites a colleague: as staff_invite_as, under the admin''s name, and only to an address, where the back office mails the link.';
