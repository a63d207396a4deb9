CREATE OR REPLACE FUNCTION public.grievance_statistics()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    WITH today AS (SELECT (now() AT TIME ZONE 'Africa/Lagos')::date AS day),
    first AS (SELECT (min(created_at) AT TIME ZONE 'Africa/Lagos')::date AS day FROM grievance),
    counts AS (
        SELECT dimension, key, received, resolved, in_time, answered, confirmed, reopened, reopened_done, reopened_in_time
        FROM grievance_figure_count WHERE received > 0
    ),
    -- The cases whose date promised has not passed yet (today's included): a few weeks of arrivals.
    -- Those whose date has passed are the rest.
    pending AS (
        SELECT d.dimension, d.key, sum(d.due) AS due, sum(d.in_time) AS in_time
        FROM grievance_figure_due d
        -- The day itself, not today's CTE: a comparison with a CTE's column cannot use the index on
        -- expected, and the table holds every day and key of ten years (69,231 rows at 100x).
        WHERE d.expected >= (now() AT TIME ZONE 'Africa/Lagos')::date
        GROUP BY d.dimension, d.key
    ),
    -- percentile_cont(0.5) from the histogram, in the order of its key: the mean of the values at
    -- the (0-based) places floor and ceil of (resolved - 1) / 2, resolved being the histogram's sum.
    days AS (
        SELECT dimension, key, working_days, sum(resolved) OVER (PARTITION BY dimension, key ORDER BY working_days) AS upto
        FROM grievance_figure_days WHERE resolved > 0
    ),
    median AS (
        SELECT d.dimension, d.key,
               (min(d.working_days) FILTER (WHERE d.upto > floor((c.resolved - 1) / 2.0))
              + min(d.working_days) FILTER (WHERE d.upto > ceil((c.resolved - 1) / 2.0)))::double precision / 2 AS median
        FROM days d JOIN counts c ON c.dimension = d.dimension AND c.key = d.key
        GROUP BY d.dimension, d.key
    ),
    counted AS (
        SELECT c.dimension, c.key, c.received::integer AS received, c.resolved::integer AS resolved,
               (c.received - coalesce(p.due, 0))::integer AS due, (c.in_time - coalesce(p.in_time, 0))::integer AS in_time, m.median,
               c.answered, c.confirmed, c.reopened, c.reopened_done, c.reopened_in_time,
               -- Ever resolved: resolved now, or reopened and not yet resolved again.
               c.resolved + c.reopened - c.reopened_done AS ever_resolved
        FROM counts c
        LEFT JOIN pending p ON p.dimension = c.dimension AND p.key = c.key
        LEFT JOIN median m ON m.dimension = c.dimension AND m.key = c.key
    ),
    -- Every row a reader could look for, those without a case too: a row that is there only when it
    -- has a case says that it has one. Every month from the first case's to this one; every category
    -- (grievance_category_check's list); every state of the register, and the row of the cases sent
    -- as a free SMS and not yet placed (decision 0073); and any key counted that these miss.
    listed AS (
        SELECT 'total' AS dimension, '' AS key
        UNION
        SELECT 'month', to_char(m, 'YYYY-MM')
        FROM first, today, generate_series(date_trunc('month', first.day), date_trunc('month', today.day), interval '1 month') AS m
        WHERE first.day IS NOT NULL
        UNION
        SELECT 'category', c
        FROM unnest(ARRAY['payment-not-received', 'wrong-amount', 'enrolment', 'personal-details', 'conduct', 'fraud', 'other']) AS c
        UNION
        SELECT 'state', name FROM register_state
        UNION
        SELECT 'state', ''
        UNION
        SELECT dimension, key FROM counted
    ),
    cells AS (
        SELECT r.dimension, r.key, coalesce(c.received, 0) AS received, coalesce(c.resolved, 0) AS resolved,
               coalesce(c.due, 0) AS due, coalesce(c.in_time, 0) AS in_time, c.median,
               coalesce(c.answered, 0) AS answered, coalesce(c.confirmed, 0) AS confirmed, coalesce(c.reopened, 0) AS reopened,
               coalesce(c.reopened_done, 0) AS reopened_done, coalesce(c.reopened_in_time, 0) AS reopened_in_time,
               coalesce(c.ever_resolved, 0) AS ever_resolved
        FROM listed r LEFT JOIN counted c ON c.dimension = r.dimension AND c.key = r.key
    ),
    published AS (
        SELECT dimension, key,
               jsonb_build_object(
                   'key', key,
                   -- To the nearest 5: 1 and 2 show as 0, 3 and 4 as 5 (no count is halfway).
                   'received', (5 * round(received / 5.0))::integer,
                   'resolved', (5 * round(resolved / 5.0))::integer,
                   -- From 8 cases: the fewest whose rounded count is 10. Whether a share or median is given
                   -- then says no more than the rounded count beside it (a share's cases due are among its received).
                   'share_in_time', CASE WHEN due >= 8 THEN round(in_time::numeric / due, 2) END,
                   'share_flag', CASE WHEN due < 8 THEN 'fewer-than-8' END,
                   -- In whole working days, up: "half took this many or fewer" stays true, and a half day
                   -- no longer says that an even number of cases were resolved.
                   'median_working_days', CASE WHEN resolved >= 8 THEN ceil(median)::integer END,
                   'median_flag', CASE WHEN resolved < 8 THEN 'fewer-than-8' END,
                   -- "Was it fixed?" (decision 0110): each share from 8 cases of its own, as the others.
                   'share_answered', CASE WHEN resolved >= 8 THEN round(answered::numeric / resolved, 2) END,
                   'share_confirmed', CASE WHEN resolved >= 8 THEN round(confirmed::numeric / resolved, 2) END,
                   'answers_flag', CASE WHEN resolved < 8 THEN 'fewer-than-8' END,
                   'share_reopened', CASE WHEN ever_resolved >= 8 THEN round(reopened::numeric / ever_resolved, 2) END,
                   'reopened_flag', CASE WHEN ever_resolved < 8 THEN 'fewer-than-8' END,
                   'share_reopened_in_time', CASE WHEN reopened_done >= 8 THEN round(reopened_in_time::numeric / reopened_done, 2) END,
                   'reopened_in_time_flag', CASE WHEN reopened_done < 8 THEN 'fewer-than-8' END
               ) AS cell
        FROM cells
    )
    SELECT jsonb_build_object(
        'as_at', now(),
        'first_day', (SELECT day FROM first),
        'rounded_to', 5,
        'fewest_cases', 8,
        'total', (SELECT cell FROM published WHERE dimension = 'total'),
        'by_month', coalesce((SELECT jsonb_agg(cell ORDER BY key) FROM published WHERE dimension = 'month'), '[]'),
        'by_category', coalesce((SELECT jsonb_agg(cell ORDER BY key) FROM published WHERE dimension = 'category'), '[]'),
        'by_state', coalesce((SELECT jsonb_agg(cell ORDER BY key) FROM published WHERE dimension = 'state'), '[]')
    );
$function$;

COMMENT ON FUNCTION public.grievance_statistics() IS 'The published grievance figures, from the first case to now: received, resolved, share resolved by the date promised (of the cases whose date has passed), median working days to a resolution, and "Was it fixed?": of the resolved cases the shares answered and confirmed fixed, of the cases ever resolved the share reopened, of the reopened cases resolved again the share within their own 10 working days; in total, by month of arrival (Lagos time), by category and by state, every month, category and state with its row, 0 included. Every count is rounded to the nearest 5 (rounded_to), totals too; a share (to the hundredth) or a median (whole working days, up) is given only from 8 cases (fewest_cases). Figures only, never a case.';
