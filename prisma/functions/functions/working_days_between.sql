CREATE OR REPLACE FUNCTION public.working_days_between(p_from timestamp with time zone, p_to timestamp with time zone)
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    WITH span AS (
        SELECT (p_from AT TIME ZONE 'Africa/Lagos')::date AS a, (p_to AT TIME ZONE 'Africa/Lagos')::date AS b
    ), weeks AS (
        -- Days since the Monday, split into whole weeks and the day of the week (0 = Monday), floor-wise.
        SELECT a, b,
               a - date '2001-01-01' AS da, b - date '2001-01-01' AS db
        FROM span
    )
    SELECT CASE WHEN b > a THEN
              (5 * div(db - ((db % 7 + 7) % 7), 7) + least((db % 7 + 7) % 7 + 1, 5))
            - (5 * div(da - ((da % 7 + 7) % 7), 7) + least((da % 7 + 7) % 7 + 1, 5))
            - (SELECT count(*)::integer FROM public_holiday h WHERE h.day > a AND h.day <= b AND extract(isodow FROM h.day) < 6)
           ELSE 0 END
    FROM weeks;
$function$;

COMMENT ON FUNCTION public.working_days_between(p_from timestamp with time zone, p_to timestamp with time zone) IS 'Monday-to-Friday days after p_from up to p_to, in Lagos time, that are not in public_holiday: weekdays by arithmetic, less the weekday holidays in the range (an index range). 0 when p_to is not after p_from.';
