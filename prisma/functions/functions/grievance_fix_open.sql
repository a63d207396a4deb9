CREATE OR REPLACE FUNCTION public.grievance_fix_open(g grievance)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT g.resolved_at IS NOT NULL AND g.fix_answer IS NULL AND g.resolved_at > now() - interval '90 days';
$function$;

COMMENT ON FUNCTION public.grievance_fix_open(g grievance) IS 'True while the case''s "Was it fixed?" may be answered: resolved within the last 90 days and not answered since.';
