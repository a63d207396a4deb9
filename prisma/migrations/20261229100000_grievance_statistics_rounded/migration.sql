-- The published grievance figures could be worked back (issue 64; docs/decisions/0084-grievance-figures-rounded.md):
-- with a count under 5 withheld and one more beside it, the total less the counts shown left
-- little room for the two (23 in all, Kano 17: Ekiti "fewer than 5" and Lagos withheld could
-- only be 1 and 5), and a state's or category's row, there only when it had a case, said it had one.
--
-- Now every count is rounded to the nearest 5, the totals too, and every month, category and
-- state has its row, 0 included. A reader knows each true count within 2 of what is shown; a
-- share or a median is given only from 8 cases, the fewest that round to 10, so whether one is
-- given says nothing the rounded count does not; a share is given to the whole per cent and a
-- median in whole working days, rounded up, so that its last digit does not tell whether its
-- count is odd or even. tests/integration/grievance-statistics.test.ts checks that no count of a
-- year of synthetic cases can be worked back to one value (app/features/grievance-statistics/work-back.ts).

CREATE OR REPLACE FUNCTION grievance_statistics() RETURNS jsonb
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
               coalesce(c.due, 0) AS due, coalesce(c.in_time, 0) AS in_time, c.median
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
                   'median_flag', CASE WHEN resolved < 8 THEN 'fewer-than-8' END
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
$$;
COMMENT ON FUNCTION grievance_statistics() IS 'The published grievance figures, from the first case to now: received, resolved, share resolved by the date promised (of the cases whose date has passed), median working days to a resolution; in total, by month of arrival (Lagos time), by category and by state, every month, category and state with its row, 0 included. Every count is rounded to the nearest 5 (rounded_to), totals too; a share (to the hundredth) or a median (whole working days, up) is given only from 8 cases (fewest_cases). Figures only, never a case.';
