CREATE OR REPLACE FUNCTION public.audit(p_action text, p_subject text, p_before jsonb, p_after jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    INSERT INTO audit_log (action, subject, before, after) VALUES (p_action, p_subject, p_before, p_after);
$function$;
