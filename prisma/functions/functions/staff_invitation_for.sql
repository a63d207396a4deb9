CREATE OR REPLACE FUNCTION public.staff_invitation_for(p_invitation_sha256 bytea)
 RETURNS TABLE(name text, display_name text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT a.name, a.display_name FROM staff_invitation i JOIN staff_account a ON a.id = i.account_id
    WHERE i.token_sha256 = p_invitation_sha256 AND i.used_at IS NULL AND i.expires_at > now() AND a.disabled_at IS NULL
$function$;
