CREATE OR REPLACE FUNCTION public.staff_invite(p_admin_token bytea, p_name text, p_display_name text, p_roles text[], p_invitation_sha256 bytea)
 RETURNS bigint
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT staff_invite_as((staff_admin_of(p_admin_token)).name, p_name, p_display_name, p_roles, p_invitation_sha256)
$function$;
