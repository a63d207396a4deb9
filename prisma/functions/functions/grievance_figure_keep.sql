CREATE OR REPLACE FUNCTION public.grievance_figure_keep()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    EXECUTE format($q$
        WITH c (r, sign) AS MATERIALIZED (%s),
        f AS MATERIALIZED (SELECT f.*, c.sign FROM c, grievance_figure_facts(c.r) f),
        counts AS (
            INSERT INTO grievance_figure_count AS t (dimension, key, received, resolved, in_time, answered, confirmed, reopened,
                                                    reopened_done, reopened_in_time)
            SELECT dimension, key, sum(sign), sum(sign * resolved), sum(sign * in_time), sum(sign * answered), sum(sign * confirmed),
                   sum(sign * reopened), sum(sign * reopened_done), sum(sign * reopened_in_time) FROM f
            GROUP BY dimension, key
            HAVING sum(sign) <> 0 OR sum(sign * resolved) <> 0 OR sum(sign * in_time) <> 0 OR sum(sign * answered) <> 0
                OR sum(sign * confirmed) <> 0 OR sum(sign * reopened) <> 0 OR sum(sign * reopened_done) <> 0
                OR sum(sign * reopened_in_time) <> 0
            ORDER BY dimension, key
            ON CONFLICT (dimension, key) DO UPDATE
            SET received = t.received + EXCLUDED.received, resolved = t.resolved + EXCLUDED.resolved, in_time = t.in_time + EXCLUDED.in_time,
                answered = t.answered + EXCLUDED.answered, confirmed = t.confirmed + EXCLUDED.confirmed,
                reopened = t.reopened + EXCLUDED.reopened, reopened_done = t.reopened_done + EXCLUDED.reopened_done,
                reopened_in_time = t.reopened_in_time + EXCLUDED.reopened_in_time),
        due AS (
            INSERT INTO grievance_figure_due AS t (expected, dimension, key, due, in_time)
            SELECT expected_on, dimension, key, sum(sign), sum(sign * in_time) FROM f
            GROUP BY expected_on, dimension, key HAVING sum(sign) <> 0 OR sum(sign * in_time) <> 0 ORDER BY expected_on, dimension, key
            ON CONFLICT (expected, dimension, key) DO UPDATE SET due = t.due + EXCLUDED.due, in_time = t.in_time + EXCLUDED.in_time),
        days AS (
            INSERT INTO grievance_figure_days AS t (dimension, key, working_days, resolved)
            SELECT dimension, key, working_days, sum(sign) FROM f WHERE working_days IS NOT NULL
            GROUP BY dimension, key, working_days HAVING sum(sign) <> 0 ORDER BY dimension, key, working_days
            ON CONFLICT (dimension, key, working_days) DO UPDATE SET resolved = t.resolved + EXCLUDED.resolved)
        INSERT INTO grievance_resolved_tally AS t (state, category, resolved)
        SELECT coalesce((c.r).state, ''), (c.r).category, sum(c.sign) FROM c WHERE (c.r).resolved_at IS NOT NULL
        GROUP BY 1, 2 HAVING sum(c.sign) <> 0 ORDER BY 1, 2
        ON CONFLICT (state, category) DO UPDATE SET resolved = t.resolved + EXCLUDED.resolved$q$,
        CASE TG_OP
            WHEN 'INSERT' THEN 'SELECT x::grievance, 1 FROM new_rows x'
            WHEN 'DELETE' THEN 'SELECT x::grievance, -1 FROM old_rows x'
            ELSE 'SELECT x::grievance, 1 FROM new_rows x UNION ALL SELECT x::grievance, -1 FROM old_rows x'
        END);
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.grievance_figure_keep() IS 'After each statement on grievance: adds what it changed to grievance_figure_count, grievance_figure_due, grievance_figure_days and grievance_resolved_tally.';
