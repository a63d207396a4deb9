CREATE OR REPLACE FUNCTION public.grievance_figure_facts(g grievance)
 RETURNS TABLE(dimension text, key text, expected_on date, resolved integer, in_time integer, working_days integer, answered integer, confirmed integer, reopened integer, reopened_done integer, reopened_in_time integer)
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT d.dimension, d.key, g.expected_on, (g.resolved_at IS NOT NULL)::integer,
           coalesce((g.resolved_at AT TIME ZONE 'Africa/Lagos')::date <= g.expected_on, false)::integer, w.days,
           (g.resolved_at IS NOT NULL AND g.fix_answer IS NOT NULL)::integer,
           (g.resolved_at IS NOT NULL AND g.fix_answer IS NOT DISTINCT FROM 'yes')::integer,
           (g.reopen_count > 0)::integer,
           (g.reopen_count > 0 AND g.resolved_at IS NOT NULL)::integer,
           coalesce(g.reopen_count > 0 AND (g.resolved_at AT TIME ZONE 'Africa/Lagos')::date <= g.reopen_expected_on, false)::integer
    FROM (SELECT CASE WHEN g.resolved_at >= g.created_at THEN working_days_between(g.created_at, g.resolved_at)
                      WHEN g.resolved_at < g.created_at THEN -working_days_between(g.resolved_at, g.created_at) END AS days) AS w,
         (VALUES ('total', ''), ('month', to_char(g.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')),
                 ('category', g.category), ('state', coalesce(g.state, ''))) AS d(dimension, key);
$function$;

COMMENT ON FUNCTION public.grievance_figure_facts(g grievance) IS 'The keys one grievance counts towards in the published figures (total, month of arrival, category, state), with its date promised, whether it is resolved, whether by that date, its working days to resolution, and "Was it fixed?": answered and confirmed (of a resolved case), reopened ever, resolved again, and by its own promise.';
