CREATE OR REPLACE FUNCTION public.payment_alert_quiet(p_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$
    SELECT extract(hour FROM p_at AT TIME ZONE 'Africa/Lagos') < 7 OR extract(hour FROM p_at AT TIME ZONE 'Africa/Lagos') >= 20
$function$;

COMMENT ON FUNCTION public.payment_alert_quiet(p_at timestamp with time zone) IS 'Whether a time is in the night, Lagos time (20:00 to 07:00), when no alert is queued.';
