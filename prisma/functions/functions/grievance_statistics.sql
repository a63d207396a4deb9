CREATE OR REPLACE FUNCTION public.grievance_statistics()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    WITH today AS (SELECT (now() AT TIME ZONE 'Africa/Lagos')::date AS day),
    first AS (SELECT min((created_at AT TIME ZONE 'Africa/Lagos')::date) AS day FROM grievance),
    -- Working days counted once per day rather than once per case: the working days between two
    -- dates are the difference of their running counts, as working_days_between() counts them
    -- (Lagos days, Monday to Friday, less public_holiday).
    calendar AS (
        SELECT g.day::date AS day,
               count(*) FILTER (WHERE extract(isodow FROM g.day) < 6 AND h.day IS NULL) OVER (ORDER BY g.day) AS counted
        FROM first, today, generate_series(first.day, greatest(first.day, today.day), interval '1 day') AS g(day)
        LEFT JOIN public_holiday h ON h.day = g.day::date
    ),
    cases AS (
        SELECT to_char(g.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month, g.category, g.state,
               g.resolved_at IS NOT NULL AS resolved,
               r.counted - c.counted AS working_days,
               -- Once the date promised (expected_on, 21 working days after arrival) has passed: whether
               -- the case was resolved by then. Before it, not known yet, and not counted: counting the
               -- quick resolutions of recent cases before the slow ones are known would flatter the office.
               CASE WHEN g.expected_on < today.day
                    THEN coalesce((g.resolved_at AT TIME ZONE 'Africa/Lagos')::date <= g.expected_on, false) END AS in_time
        FROM grievance g
        CROSS JOIN today
        JOIN calendar c ON c.day = (g.created_at AT TIME ZONE 'Africa/Lagos')::date
        LEFT JOIN calendar r ON r.day = (g.resolved_at AT TIME ZONE 'Africa/Lagos')::date
    ),
    counted AS (
        SELECT CASE WHEN grouping(month) = 0 THEN 'month' WHEN grouping(category) = 0 THEN 'category'
                    WHEN grouping(state) = 0 THEN 'state' ELSE 'total' END AS dimension,
               coalesce(month, category, state, '') AS key,
               count(*)::integer AS received,
               count(*) FILTER (WHERE resolved)::integer AS resolved,
               count(in_time)::integer AS due,
               count(*) FILTER (WHERE in_time)::integer AS in_time,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY working_days) AS median
        FROM cases
        GROUP BY GROUPING SETS ((month), (category), (state), ())
    ),
    -- Every month from the first case's to this one, those without a case too.
    months AS (
        SELECT to_char(m, 'YYYY-MM') AS key
        FROM first, today, generate_series(date_trunc('month', first.day), date_trunc('month', today.day), interval '1 month') AS m
        WHERE first.day IS NOT NULL
    ),
    cells AS (
        SELECT 'month' AS dimension, m.key, coalesce(c.received, 0) AS received, coalesce(c.resolved, 0) AS resolved,
               coalesce(c.due, 0) AS due, coalesce(c.in_time, 0) AS in_time, c.median
        FROM months m LEFT JOIN counted c ON c.dimension = 'month' AND c.key = m.key
        UNION ALL
        -- The grand total is there when there is no case at all: a count of 0.
        SELECT dimension, key, received, resolved, due, in_time, median FROM counted WHERE dimension <> 'month'
    ),
    -- Primary suppression: a count from 1 to 4 (a 0 names nobody, and is shown). Secondary: where
    -- a line (one dimension's column of counts) has one such cell, or several that add up to fewer
    -- than 5, its smallest count of 5 or more is withheld too, so that the total less the counts
    -- shown gives no figure under 5.
    ranked AS (
        SELECT c.*,
               count(*) FILTER (WHERE received BETWEEN 1 AND 4) OVER line AS received_small,
               coalesce(sum(received) FILTER (WHERE received BETWEEN 1 AND 4) OVER line, 0) AS received_small_sum,
               row_number() OVER (PARTITION BY dimension, received >= 5 ORDER BY received, key) AS received_rank,
               count(*) FILTER (WHERE resolved BETWEEN 1 AND 4) OVER line AS resolved_small,
               coalesce(sum(resolved) FILTER (WHERE resolved BETWEEN 1 AND 4) OVER line, 0) AS resolved_small_sum,
               row_number() OVER (PARTITION BY dimension, resolved >= 5 ORDER BY resolved, key) AS resolved_rank
        FROM cells c
        WINDOW line AS (PARTITION BY dimension)
    ),
    flagged AS (
        SELECT dimension, key, received, resolved, due, in_time, median,
               CASE WHEN received BETWEEN 1 AND 4 THEN 'fewer-than-5'
                    WHEN dimension <> 'total' AND received >= 5 AND received_rank = 1 AND received_small >= 1
                         AND (received_small = 1 OR received_small_sum < 5) THEN 'withheld' END AS received_flag,
               CASE WHEN resolved BETWEEN 1 AND 4 THEN 'fewer-than-5'
                    WHEN dimension <> 'total' AND resolved >= 5 AND resolved_rank = 1 AND resolved_small >= 1
                         AND (resolved_small = 1 OR resolved_small_sum < 5) THEN 'withheld' END AS resolved_flag
        FROM ranked
    ),
    published AS (
        SELECT dimension, key,
               jsonb_build_object(
                   'key', key,
                   'received', CASE WHEN received_flag IS NULL THEN received END,
                   'received_flag', received_flag,
                   'resolved', CASE WHEN resolved_flag IS NULL THEN resolved END,
                   'resolved_flag', resolved_flag,
                   -- A share and a median are withheld when fewer than 5 cases make them.
                   'share_in_time', CASE WHEN due >= 5 THEN round(in_time::numeric / due, 3) END,
                   'share_flag', CASE WHEN due < 5 THEN 'fewer-than-5' END,
                   'median_working_days', CASE WHEN resolved >= 5 THEN round(median::numeric, 1) END,
                   'median_flag', CASE WHEN resolved < 5 THEN 'fewer-than-5' END
               ) AS cell
        FROM flagged
    )
    SELECT jsonb_build_object(
        'as_at', now(),
        'first_day', (SELECT day FROM first),
        'total', (SELECT cell FROM published WHERE dimension = 'total'),
        'by_month', coalesce((SELECT jsonb_agg(cell ORDER BY key) FROM published WHERE dimension = 'month'), '[]'),
        'by_category', coalesce((SELECT jsonb_agg(cell ORDER BY key) FROM published WHERE dimension = 'category'), '[]'),
        'by_state', coalesce((SELECT jsonb_agg(cell ORDER BY key) FROM published WHERE dimension = 'state'), '[]')
    );
$function$;

COMMENT ON FUNCTION public.grievance_statistics() IS 'The published grievance figures, from the first case to now: received, resolved, share resolved by the date promised (of the cases whose date has passed), median working days to a resolution; in total, by month of arrival (Lagos time), by category and by state. Counts from 1 to 4 are withheld (fewer-than-5) with a second cell in their line where needed (withheld); a share or median from fewer than 5 cases is withheld. Figures only, never a case.';
