CREATE OR REPLACE FUNCTION public.page_view_rollup_emptied()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    DELETE FROM page_view_day_device;
    DELETE FROM page_view_day_path;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.page_view_rollup_emptied() IS 'After TRUNCATE of page_view_daily: empties its rollups.';
