CREATE OR REPLACE FUNCTION public.request_overdue_since(p_now timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT (g.day::date)::timestamp AT TIME ZONE 'Africa/Lagos'
    FROM generate_series((p_now AT TIME ZONE 'Africa/Lagos')::date, (p_now AT TIME ZONE 'Africa/Lagos')::date - 400, interval '-1 day') AS g(day)
    WHERE extract(isodow FROM g.day) < 6 AND NOT EXISTS (SELECT FROM public_holiday h WHERE h.day = g.day::date)
    ORDER BY g.day DESC
    OFFSET 10 LIMIT 1;
$function$;

COMMENT ON FUNCTION public.request_overdue_since(p_now timestamp with time zone) IS 'The cutoff for "overdue" at p_now: an open request created before it is over 10 working days old (working_days_between(created_at, p_now) > 10), and one created at or after it is not. Computed once per query, so an index range on created_at serves the overdue view.';
