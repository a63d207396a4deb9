-- Grievances at 100× (issue 65; docs/decisions/0092-grievance-figures-from-rollups.md). Three reads
-- grew with every case ever received: the public figures (grievance_statistics aggregated every
-- case on each cache miss: 12, 187 and 1,374 ms at the seed, 10× and 100×), the queue's Resolved
-- tab (staff_grievance_counts counted every resolved case within the desk on each view) and the
-- hourly escalation (run_grievance_escalation worked out the working days of every open case:
-- 4.5, 13.8 and 1,350 ms).
--
-- Now the figures and the Resolved count are kept as cases change, by statement triggers, in
-- rollups whose size is bounded by the years and the keys, never by the cases; and escalation
-- reads a partial index of the open cases at a state desk, up to the day before which a case is
-- past its working days. tests/integration/grievances-at-scale.test.ts compares the figures with
-- the old body on the same data at 10×, through new cases, status changes, resolutions, erasure,
-- placement, deletions and a holiday.

-- ---------------------------------------------------------------------------
-- The rollups. A case counts towards four keys: the total (''), its month of arrival (Lagos,
-- YYYY-MM), its category and its state ('' for a case sent by SMS without one, not yet placed).

CREATE TABLE grievance_figure_count (
    dimension text   NOT NULL CHECK (dimension IN ('total', 'month', 'category', 'state')),
    key       text   NOT NULL,
    received  bigint NOT NULL,
    resolved  bigint NOT NULL,
    in_time   bigint NOT NULL,
    PRIMARY KEY (dimension, key)
);
COMMENT ON TABLE grievance_figure_count IS 'How many grievances each key of the published figures received and resolved, and how many were resolved by their date promised, kept by the triggers on grievance (grievance_figure_keep). A key whose cases were all deleted stays with 0 and is read as having none.';
COMMENT ON COLUMN grievance_figure_count.dimension IS 'total, month (of arrival, Lagos time), category or state.';
COMMENT ON COLUMN grievance_figure_count.key IS 'The month as YYYY-MM, the category, the state as the register names it; '''' for the total and for the cases without a state.';

CREATE TABLE grievance_figure_due (
    expected  date   NOT NULL,
    dimension text   NOT NULL CHECK (dimension IN ('total', 'month', 'category', 'state')),
    key       text   NOT NULL,
    due       bigint NOT NULL,
    in_time   bigint NOT NULL,
    PRIMARY KEY (expected, dimension, key)
);
COMMENT ON TABLE grievance_figure_due IS 'The cases of each key by the date promised (expected_on), and how many of them were resolved by it, kept by the triggers on grievance (grievance_figure_keep). The cases whose date has passed are all of a key''s (grievance_figure_count) less those promised for today or later: a range of a few weeks, whatever the years behind it.';
COMMENT ON COLUMN grievance_figure_due.due IS 'Cases promised for that day.';
COMMENT ON COLUMN grievance_figure_due.in_time IS 'How many of them were resolved on or before their date (Lagos time).';

CREATE TABLE grievance_figure_days (
    dimension    text    NOT NULL CHECK (dimension IN ('total', 'month', 'category', 'state')),
    key          text    NOT NULL,
    working_days integer NOT NULL,
    resolved     bigint  NOT NULL,
    PRIMARY KEY (dimension, key, working_days)
);
COMMENT ON TABLE grievance_figure_days IS 'The resolved cases of each key by their working days from arrival to resolution (as working_days_between counts them), kept by the triggers on grievance (grievance_figure_keep) and counted again when a public holiday inside a resolved case''s span changes: the histogram the median is read from.';

CREATE TABLE grievance_resolved_tally (
    state    text   NOT NULL,
    category text   NOT NULL,
    resolved bigint NOT NULL,
    PRIMARY KEY (state, category)
);
COMMENT ON TABLE grievance_resolved_tally IS 'How many grievances are resolved, by state ('''' for none) and category, kept by the triggers on grievance (grievance_figure_keep): the queue''s Resolved tab (staff_grievance_counts).';

-- What one case counts towards, defined once: the triggers, the backfill and the holiday
-- recount all use it. Working days as grievance_statistics counted them before: the running
-- count of working days at the day of resolution less that at the day of arrival (negative,
-- should a resolution ever precede its arrival).
CREATE FUNCTION grievance_figure_facts(g grievance)
RETURNS TABLE (dimension text, key text, expected_on date, resolved integer, in_time integer, working_days integer)
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT d.dimension, d.key, g.expected_on, (g.resolved_at IS NOT NULL)::integer,
           coalesce((g.resolved_at AT TIME ZONE 'Africa/Lagos')::date <= g.expected_on, false)::integer, w.days
    FROM (SELECT CASE WHEN g.resolved_at >= g.created_at THEN working_days_between(g.created_at, g.resolved_at)
                      WHEN g.resolved_at < g.created_at THEN -working_days_between(g.resolved_at, g.created_at) END AS days) AS w,
         (VALUES ('total', ''), ('month', to_char(g.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')),
                 ('category', g.category), ('state', coalesce(g.state, ''))) AS d(dimension, key);
$$;
COMMENT ON FUNCTION grievance_figure_facts(grievance) IS 'The keys one grievance counts towards in the published figures (total, month of arrival, category, state), with its date promised, whether it is resolved, whether by that date, and its working days to resolution.';

-- Once per statement: the rows it added count +1, those it removed -1, an update both, grouped,
-- so an update that changes no counted value (an assignment, a note, escalation, the erasure of
-- personal details) writes nothing. Each rollup is written in key order.
CREATE FUNCTION grievance_figure_keep() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    EXECUTE format($q$
        WITH c (r, sign) AS MATERIALIZED (%s),
        f AS MATERIALIZED (SELECT f.*, c.sign FROM c, grievance_figure_facts(c.r) f),
        counts AS (
            INSERT INTO grievance_figure_count AS t (dimension, key, received, resolved, in_time)
            SELECT dimension, key, sum(sign), sum(sign * resolved), sum(sign * in_time) FROM f
            GROUP BY dimension, key HAVING sum(sign) <> 0 OR sum(sign * resolved) <> 0 OR sum(sign * in_time) <> 0 ORDER BY dimension, key
            ON CONFLICT (dimension, key) DO UPDATE
            SET received = t.received + EXCLUDED.received, resolved = t.resolved + EXCLUDED.resolved, in_time = t.in_time + EXCLUDED.in_time),
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
END $$;
COMMENT ON FUNCTION grievance_figure_keep() IS 'After each statement on grievance: adds what it changed to grievance_figure_count, grievance_figure_due, grievance_figure_days and grievance_resolved_tally.';

-- Emptying the table (only ever in tests and restores) empties its rollups.
CREATE FUNCTION grievance_figure_emptied() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    DELETE FROM grievance_figure_count;
    DELETE FROM grievance_figure_due;
    DELETE FROM grievance_figure_days;
    DELETE FROM grievance_resolved_tally;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION grievance_figure_emptied() IS 'After TRUNCATE of grievance: empties its rollups.';

CREATE TRIGGER grievance_figure_insert AFTER INSERT ON grievance
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_keep();
CREATE TRIGGER grievance_figure_update AFTER UPDATE ON grievance
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_keep();
CREATE TRIGGER grievance_figure_delete AFTER DELETE ON grievance
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_keep();
CREATE TRIGGER grievance_figure_truncate AFTER TRUNCATE ON grievance
    FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_emptied();

-- Working days depend on public_holiday: a holiday added, moved or removed inside a resolved
-- case's span changes its working days, so the histogram is counted again (a holiday in the
-- future, the usual case, touches none: the index on resolved_at finds no case resolved after it).
-- Named to fire after any other statement trigger on the table, as the requests' recount is.
CREATE FUNCTION grievance_figure_days_recount() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_days date[];
BEGIN
    EXECUTE CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT array_agg(day) FROM new_rows'
        WHEN 'DELETE' THEN 'SELECT array_agg(day) FROM old_rows'
        ELSE 'SELECT array_agg(day) FROM (SELECT day FROM new_rows UNION SELECT day FROM old_rows) d' END
    INTO v_days;
    IF EXISTS (
        SELECT FROM unnest(v_days) AS d(day), grievance g
        WHERE g.resolved_at >= d.day::timestamp AT TIME ZONE 'Africa/Lagos'
          AND g.created_at < (d.day + 1)::timestamp AT TIME ZONE 'Africa/Lagos')
    OR EXISTS (
        SELECT FROM unnest(v_days) AS d(day), grievance g
        WHERE g.created_at >= d.day::timestamp AT TIME ZONE 'Africa/Lagos'
          AND g.resolved_at < (d.day + 1)::timestamp AT TIME ZONE 'Africa/Lagos') THEN
        DELETE FROM grievance_figure_days;
        INSERT INTO grievance_figure_days (dimension, key, working_days, resolved)
        SELECT f.dimension, f.key, f.working_days, count(*)
        FROM grievance g, grievance_figure_facts(g) f
        WHERE g.resolved_at IS NOT NULL
        GROUP BY f.dimension, f.key, f.working_days;
    END IF;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION grievance_figure_days_recount() IS 'After public holidays are added, moved or removed: counts grievance_figure_days again if a resolved grievance spans one of those days.';
CREATE TRIGGER zz_public_holiday_grievance_days_insert AFTER INSERT ON public_holiday
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_days_recount();
CREATE TRIGGER zz_public_holiday_grievance_days_update AFTER UPDATE ON public_holiday
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_days_recount();
CREATE TRIGGER zz_public_holiday_grievance_days_delete AFTER DELETE ON public_holiday
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION grievance_figure_days_recount();

-- The rollups as the table stands, set-based.
CREATE TEMPORARY TABLE grievance_facts_now AS
SELECT f.*, coalesce(g.state, '') AS case_state, g.category AS case_category
FROM grievance g, grievance_figure_facts(g) f;
INSERT INTO grievance_figure_count (dimension, key, received, resolved, in_time)
SELECT dimension, key, count(*), sum(resolved), sum(in_time) FROM grievance_facts_now GROUP BY dimension, key;
INSERT INTO grievance_figure_due (expected, dimension, key, due, in_time)
SELECT expected_on, dimension, key, count(*), sum(in_time) FROM grievance_facts_now GROUP BY expected_on, dimension, key;
INSERT INTO grievance_figure_days (dimension, key, working_days, resolved)
SELECT dimension, key, working_days, count(*) FROM grievance_facts_now WHERE working_days IS NOT NULL GROUP BY dimension, key, working_days;
INSERT INTO grievance_resolved_tally (state, category, resolved)
SELECT case_state, case_category, count(*) FROM grievance_facts_now WHERE dimension = 'total' AND resolved = 1 GROUP BY 1, 2;
DROP TABLE grievance_facts_now;

-- The rollups are the triggers' and the functions' own; no login reads or writes them.
REVOKE ALL ON TABLE grievance_figure_count, grievance_figure_due, grievance_figure_days, grievance_resolved_tally FROM PUBLIC;
REVOKE ALL ON FUNCTION grievance_figure_facts(grievance), grievance_figure_keep(), grievance_figure_emptied(),
    grievance_figure_days_recount() FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- The published figures, from the rollups. Same answers as the full count before (the
-- integration test grievances-at-scale compares them with the old body on the same data);
-- only the first day of arrival is read from grievance, by the index on created_at.

CREATE OR REPLACE FUNCTION grievance_statistics() RETURNS jsonb
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    WITH today AS (SELECT (now() AT TIME ZONE 'Africa/Lagos')::date AS day),
    first AS (SELECT (min(created_at) AT TIME ZONE 'Africa/Lagos')::date AS day FROM grievance),
    counts AS (
        SELECT dimension, key, received, resolved, in_time FROM grievance_figure_count WHERE received > 0
    ),
    -- The cases whose date promised has not passed yet (today's included): a few weeks of arrivals.
    -- Those whose date has passed are the rest.
    pending AS (
        SELECT d.dimension, d.key, sum(d.due) AS due, sum(d.in_time) AS in_time
        FROM grievance_figure_due d, today
        WHERE d.expected >= today.day
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
               (c.received - coalesce(p.due, 0))::integer AS due, (c.in_time - coalesce(p.in_time, 0))::integer AS in_time, m.median
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

-- ---------------------------------------------------------------------------
-- The queue's tabs: the open views as before (one pass over the open cases, few beside the
-- resolved), Resolved from the tally.

CREATE OR REPLACE FUNCTION staff_grievance_counts(p_token_sha256 bytea, p_category text DEFAULT NULL::text, p_state text DEFAULT NULL::text,
                                                  p_now timestamp with time zone DEFAULT now())
RETURNS jsonb
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_state text := coalesce(v_member.desk_state, nullif(p_state, ''));
    v_category text := nullif(p_category, '');
    v_today date := (p_now AT TIME ZONE 'Africa/Lagos')::date;
BEGIN
    -- Open cases are few beside resolved ones: one pass over the open index counts every open view.
    RETURN (SELECT jsonb_build_object(
        'new', count(*) FILTER (WHERE g.status = 'received'),
        'mine', count(*) FILTER (WHERE g.assignee = v_member.name),
        'unassigned', count(*) FILTER (WHERE g.assignee IS NULL),
        'overdue', count(*) FILTER (WHERE g.expected_on < v_today),
        'escalated', count(*) FILTER (WHERE g.level = 'national'),
        'waiting', count(*) FILTER (WHERE g.status = 'waiting'),
        'open', count(*),
        -- Resolved cases grow with the years: their tally, by state ('' for none) and category.
        'resolved', (SELECT coalesce(sum(t.resolved), 0)::bigint FROM grievance_resolved_tally t
                     WHERE (v_state IS NULL OR t.state = v_state OR (v_state = 'none' AND t.state = ''))
                       AND (v_category IS NULL OR t.category = v_category)),
        'overdue_escalated', count(*) FILTER (WHERE g.level = 'national' AND g.expected_on < v_today),
        'overdue_mine', count(*) FILTER (WHERE g.assignee = v_member.name AND g.expected_on < v_today),
        -- The desk the counts are for: null for the national office.
        'desk', v_member.desk_state)
    FROM grievance g
    WHERE g.resolved_at IS NULL AND (v_state IS NULL OR g.state = v_state OR (v_state = 'none' AND g.state IS NULL)) AND (v_category IS NULL OR g.category = v_category));
END $$;

-- ---------------------------------------------------------------------------
-- Escalation by index. A case is past p_after working days when more than p_after working days
-- lie after its day of arrival up to today (Lagos): that is every case that arrived before one
-- day, the latest day with p_after + 1 working days after it, found by walking back from today.
-- The cases open at a state desk are read from their partial index up to that day only; the
-- working days are checked again on each, as before.

CREATE INDEX grievance_state_desk_open ON grievance (created_at) WHERE resolved_at IS NULL AND level = 'state';

CREATE OR REPLACE FUNCTION run_grievance_escalation(p_after integer) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_case record;
    v_count integer := 0;
    v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
    -- The first day whose cases are not yet past p_after working days: no more than p_after working
    -- days lie after today - p_after, so it is that day or an earlier one.
    v_day date := v_today - p_after;
    v_before timestamptz;
BEGIN
    IF p_after IS NULL OR p_after < 1 THEN
        RAISE EXCEPTION 'escalate after at least one working day' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- (Ten years back at most: stopping early only reads more candidates, each checked below.)
    WHILE v_day > v_today - 3660 AND working_days_between((v_day - 1)::timestamp AT TIME ZONE 'Africa/Lagos', now()) <= p_after LOOP
        v_day := v_day - 1;
    END LOOP;
    v_before := v_day::timestamp AT TIME ZONE 'Africa/Lagos';
    FOR v_case IN
        UPDATE grievance g SET level = 'national', escalated_at = now(), updated_at = now()
        WHERE g.id IN (SELECT o.id FROM grievance o
                       WHERE o.resolved_at IS NULL AND o.level = 'state' AND o.created_at < v_before
                         AND working_days_between(o.created_at, now()) > p_after
                       FOR UPDATE SKIP LOCKED)
          AND g.level = 'state' AND g.resolved_at IS NULL
        RETURNING g.id, g.reference, g.state, working_days_between(g.created_at, now()) AS working_days
    LOOP
        INSERT INTO grievance_event (grievance, kind, body, written_by)
        VALUES (v_case.id, 'escalated',
                CASE WHEN v_case.state IS NULL
                     THEN format('Open without a state for %s working days: escalated to the national office.', v_case.working_days)
                     ELSE format('Open at the %s desk for %s working days: escalated to the national office.', v_case.state, v_case.working_days) END,
                'system');
        INSERT INTO audit_log (actor, action, subject, before, after)
        VALUES ('system', 'grievance escalated', v_case.reference, jsonb_build_object('level', 'state'),
                jsonb_build_object('level', 'national', 'working_days', v_case.working_days, 'after_working_days', p_after));
        v_count := v_count + 1;
    END LOOP;
    RETURN v_count;
END $$;
