CREATE OR REPLACE FUNCTION public.working_day_after(p_from timestamp with time zone, p_days integer)
 RETURNS date
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT g.day::date
    FROM generate_series((p_from AT TIME ZONE 'Africa/Lagos')::date + 1,
                         (p_from AT TIME ZONE 'Africa/Lagos')::date + 7 * (p_days / 5 + 2) + 60, interval '1 day') AS g(day)
    WHERE extract(isodow FROM g.day) < 6 AND NOT EXISTS (SELECT FROM public_holiday h WHERE h.day = g.day::date)
    ORDER BY g.day
    OFFSET greatest(p_days, 1) - 1 LIMIT 1;
$function$;

COMMENT ON FUNCTION public.working_day_after(p_from timestamp with time zone, p_days integer) IS 'The Lagos date p_days working days after p_from (weekdays that are not in public_holiday), so that working_days_between(p_from, that date) = p_days.';
