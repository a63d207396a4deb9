CREATE OR REPLACE FUNCTION public.statistic_decision_days_recount()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
END $function$;

COMMENT ON FUNCTION public.statistic_decision_days_recount() IS 'After public holidays are added, moved or removed: counts the decision days again if a decided request spans one of those days.';
