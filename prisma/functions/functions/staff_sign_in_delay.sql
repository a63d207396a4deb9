CREATE OR REPLACE FUNCTION public.staff_sign_in_delay(p_name_key text)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT least(10, greatest(0, count(*) - 4))::integer FROM staff_sign_in_log
    WHERE name_key = p_name_key AND device_id IS NULL AND event IN ('password_bad', 'code_bad') AND at > now() - interval '15 minutes'
      AND at > coalesce((SELECT max(at) FROM staff_sign_in_log WHERE name_key = p_name_key
                                AND event IN ('code_ok', 'recovery_code_used', 'unlocked')), '-infinity')
$function$;
