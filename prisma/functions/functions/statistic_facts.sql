CREATE OR REPLACE FUNCTION public.statistic_facts(r data_access_request)
 RETURNS TABLE(fact text, key text)
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT f.fact, f.key FROM (VALUES
        ('request status', r.status),
        ('request channel', r.channel),
        ('request sector', initcap(btrim(r.sector))),
        -- The states a request names, as written ("Kano", "all states"); kept after erasure, as statistics.
        ('request state', coalesce(initcap(btrim(r.location_state)), 'Not named')),
        ('request month', to_char(r.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')),
        ('decision days', CASE WHEN r.status IN ('approved', 'declined') THEN working_days_between(r.created_at, r.decided_at)::text END)
    ) AS f(fact, key)
    WHERE f.key IS NOT NULL;
$function$;

COMMENT ON FUNCTION public.statistic_facts(r data_access_request) IS 'The tallies one request counts towards (statistic_tally).';

CREATE OR REPLACE FUNCTION public.statistic_facts(r newsletter_subscriber)
 RETURNS TABLE(fact text, key text)
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT f.fact, f.key FROM (VALUES
        ('subscriber status', r.status),
        ('subscriber confirmed', to_char(r.confirmed_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')),
        ('subscriber unsubscribed', to_char(r.unsubscribed_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM'))
    ) AS f(fact, key)
    WHERE f.key IS NOT NULL;
$function$;

COMMENT ON FUNCTION public.statistic_facts(r newsletter_subscriber) IS 'The tallies one newsletter subscriber counts towards (statistic_tally).';
