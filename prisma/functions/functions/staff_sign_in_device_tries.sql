CREATE OR REPLACE FUNCTION public.staff_sign_in_device_tries(p_device bigint)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT count(*)::integer FROM staff_sign_in_log l
    WHERE l.device_id = p_device AND l.event IN ('password_check', 'code_bad')
      AND l.at > coalesce((SELECT max(s.at) FROM staff_sign_in_log s
                           WHERE s.device_id = p_device AND s.event IN ('code_ok', 'recovery_code_used', 'device_new')), '-infinity')
$function$;
