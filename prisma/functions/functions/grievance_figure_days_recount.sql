CREATE OR REPLACE FUNCTION public.grievance_figure_days_recount()
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
END $function$;

COMMENT ON FUNCTION public.grievance_figure_days_recount() IS 'After public holidays are added, moved or removed: counts grievance_figure_days again if a resolved grievance spans one of those days.';
