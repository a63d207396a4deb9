CREATE OR REPLACE FUNCTION public.grievance_figure_emptied()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    DELETE FROM grievance_figure_count;
    DELETE FROM grievance_figure_due;
    DELETE FROM grievance_figure_days;
    DELETE FROM grievance_resolved_tally;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.grievance_figure_emptied() IS 'After TRUNCATE of grievance: empties its rollups.';
