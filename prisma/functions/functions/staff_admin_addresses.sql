CREATE OR REPLACE FUNCTION public.staff_admin_addresses(p_admin_token bytea)
 RETURNS text[]
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT coalesce(array_agg(a.email ORDER BY a.name), ARRAY[]::text[]) FROM staff_account a, staff_admin_of(p_admin_token) admin
    WHERE a.email IS NOT NULL AND a.disabled_at IS NULL AND a.totp_secret IS NOT NULL AND 'admin' = ANY (a.roles)
$function$;

COMMENT ON FUNCTION public.staff_admin_addresses(p_admin_token bytea) IS 'For an admin''s session: the addresses of every enabled admin who has set up and given one, whom the back office tells of every new account, new set-up and change of roles.';
