-- A holiday added, moved or removed counts the working-day histograms again (the grievances' and the
-- data requests'), by deleting them and counting every resolved case or decided request afresh. A
-- writer of those tables under way at the same moment keeps the histogram by its own delta: under
-- READ COMMITTED its delta met rows the recount had deleted (lost) or inserted without it (counted
-- twice), and the figures stayed off until the next recount (a median one working day out, in the
-- grievances-at-scale test beside the back office's own jobs on a loaded machine). Each recount now
-- waits for the table's writers to finish and holds them off until it commits: SHARE conflicts
-- with their ROW EXCLUSIVE and with nothing a reader takes. Holidays change a few times a year.

CREATE OR REPLACE FUNCTION grievance_figure_days_recount() RETURNS trigger
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
        -- Writers of grievance first: each keeps the histogram by its own delta, and one under way
        -- beside this recount had its delta land on the rows counted again without it, or lost.
        LOCK TABLE grievance IN SHARE MODE;
        DELETE FROM grievance_figure_days;
        INSERT INTO grievance_figure_days (dimension, key, working_days, resolved)
        SELECT f.dimension, f.key, f.working_days, count(*)
        FROM grievance g, grievance_figure_facts(g) f
        WHERE g.resolved_at IS NOT NULL
        GROUP BY f.dimension, f.key, f.working_days;
    END IF;
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION statistic_decision_days_recount() RETURNS trigger
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
        SELECT FROM unnest(v_days) AS d(day), data_access_request r
        WHERE r.status IN ('approved', 'declined') AND r.created_at < (d.day + 1)::timestamp AT TIME ZONE 'Africa/Lagos'
          AND r.decided_at >= d.day::timestamp AT TIME ZONE 'Africa/Lagos') THEN
        -- As for grievances: the requests' writers first, so that no delta meets the recount.
        LOCK TABLE data_access_request IN SHARE MODE;
        DELETE FROM statistic_tally WHERE fact = 'decision days';
        INSERT INTO statistic_tally (fact, key, slot, n)
        SELECT f.fact, f.key, 0, count(*)
        FROM data_access_request r, statistic_facts(r) f
        WHERE r.status IN ('approved', 'declined') AND f.fact = 'decision days'
        GROUP BY f.fact, f.key;
    END IF;
    RETURN NULL;
END $$;
