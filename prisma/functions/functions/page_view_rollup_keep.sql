CREATE OR REPLACE FUNCTION public.page_view_rollup_keep()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    EXECUTE format($q$
        WITH change (day, path, device, views, nojs, kinds) AS (%s),
        by_device AS (
            INSERT INTO page_view_day_device AS t (day, device, views, views_without_javascript, kinds)
            SELECT day, device, sum(views), sum(nojs), sum(kinds) FROM change
            GROUP BY day, device ORDER BY day, device
            ON CONFLICT (day, device) DO UPDATE
            SET views = t.views + EXCLUDED.views, views_without_javascript = t.views_without_javascript + EXCLUDED.views_without_javascript,
                kinds = t.kinds + EXCLUDED.kinds)
        INSERT INTO page_view_day_path AS t (day, path, views, kinds)
        SELECT day, path, sum(views), sum(kinds) FROM change
        GROUP BY day, path ORDER BY day, path
        ON CONFLICT (day, path) DO UPDATE SET views = t.views + EXCLUDED.views, kinds = t.kinds + EXCLUDED.kinds$q$,
        CASE TG_OP
            WHEN 'INSERT' THEN 'SELECT day, path, device, views, views_without_javascript, 1 FROM new_rows'
            WHEN 'DELETE' THEN 'SELECT day, path, device, -views, -views_without_javascript, -1 FROM old_rows'
            ELSE 'SELECT day, path, device, views, views_without_javascript, 1 FROM new_rows
                  UNION ALL SELECT day, path, device, -views, -views_without_javascript, -1 FROM old_rows'
        END);
    -- Only a delete can leave a rollup row with nothing behind it (retention, day by day).
    IF TG_OP = 'DELETE' THEN
        DELETE FROM page_view_day_device WHERE kinds = 0 AND day IN (SELECT DISTINCT day FROM old_rows);
        DELETE FROM page_view_day_path WHERE kinds = 0 AND day IN (SELECT DISTINCT day FROM old_rows);
    END IF;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.page_view_rollup_keep() IS 'After each statement on page_view_daily: adds what it changed to page_view_day_device and page_view_day_path.';
