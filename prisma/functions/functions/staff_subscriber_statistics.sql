CREATE OR REPLACE FUNCTION public.staff_subscriber_statistics(p_token_sha256 bytea)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
    RETURN (
        WITH tally AS (
            SELECT fact, key, sum(n) AS n FROM statistic_tally
            WHERE fact IN ('subscriber status', 'subscriber confirmed', 'subscriber unsubscribed')
            GROUP BY fact, key HAVING sum(n) > 0),
        months AS (
            SELECT to_char(d, 'YYYY-MM') AS month
            FROM generate_series(date_trunc('month', now() AT TIME ZONE 'Africa/Lagos') - interval '11 months',
                                 date_trunc('month', now() AT TIME ZONE 'Africa/Lagos'), interval '1 month') d)
        SELECT jsonb_build_object(
            'by_status', (SELECT coalesce(jsonb_object_agg(key, n), '{}') FROM tally WHERE fact = 'subscriber status'),
            'by_month', (SELECT jsonb_agg(jsonb_build_object(
                                    'month', m.month,
                                    'confirmed', coalesce((SELECT n FROM tally WHERE fact = 'subscriber confirmed' AND key = m.month), 0),
                                    'unsubscribed', coalesce((SELECT n FROM tally WHERE fact = 'subscriber unsubscribed' AND key = m.month), 0))
                                ORDER BY m.month)
                         FROM months m)));
END $function$;
