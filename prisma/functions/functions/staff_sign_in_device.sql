CREATE OR REPLACE FUNCTION public.staff_sign_in_device(p_account bigint, p_device_sha256 bytea)
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT d.id FROM staff_device d WHERE d.account_id = p_account AND d.device_sha256 = p_device_sha256 AND d.revoked_at IS NULL
$function$;
