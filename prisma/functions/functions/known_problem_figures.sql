CREATE OR REPLACE FUNCTION public.known_problem_figures(p_months integer)
 RETURNS TABLE(month date, notices bigint, by_rule bigint, closed bigint, median_days_open numeric, cases bigint, shown bigint, absorbed bigint)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    WITH opened AS (
        SELECT k.*, date_trunc('month', k.publish_at AT TIME ZONE 'Africa/Lagos')::date AS month
        FROM known_problem k
        WHERE k.status <> 'draft' AND k.publish_at <= now()
          AND k.publish_at >= date_trunc('month', now() AT TIME ZONE 'Africa/Lagos') - make_interval(months => p_months - 1)
    )
    SELECT o.month, count(*), count(*) FILTER (WHERE o.origin = 'rule'), count(o.closed_at),
           round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM o.closed_at - o.publish_at) / 86400)
                  FILTER (WHERE o.closed_at IS NOT NULL))::numeric, 1),
           sum((SELECT count(*) FROM grievance g WHERE g.known_problem_id = o.id)),
           sum((SELECT coalesce(sum(r.shown), 0) FROM known_problem_reach r WHERE r.known_problem_id = o.id)),
           sum((SELECT greatest(coalesce(sum(r.shown), 0) - coalesce(sum(r.filed), 0), 0)
                FROM known_problem_reach r WHERE r.known_problem_id = o.id))
    FROM opened o
    GROUP BY o.month
    ORDER BY o.month DESC
$function$;

COMMENT ON FUNCTION public.known_problem_figures(p_months integer) IS 'Known problems published in the last p_months Lagos months, by month: how many (by the rule), how many closed and the median days they were open, their linked cases, how often they were shown before filing and the reports they absorbed. Counts only.';
