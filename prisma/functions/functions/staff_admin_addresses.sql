CREATE OR REPLACE FUNCTION public.staff_admin_addresses(p_admin_token bytea)
 RETURNS text[]
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT coalesce(array_agg(a.email ORDER BY a.name), ARRAY[]::text[]) FROM staff_account a, staff_admin_of(p_admin_token) admin
    WHERE a.email IS NOT NULL AND a.disabled_at IS NULL AND 'admin' = ANY (a.roles)
$function$;
