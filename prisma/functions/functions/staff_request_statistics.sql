CREATE OR REPLACE FUNCTION public.staff_request_statistics(p_token_sha256 bytea)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    -- The last 12 months from this moment: the tally's whole months after the one this
    -- falls in, and that month's part after it counted by the index on created_at.
    v_since timestamptz := now() - interval '12 months';
    v_next_month timestamptz := (date_trunc('month', v_since AT TIME ZONE 'Africa/Lagos') + interval '1 month') AT TIME ZONE 'Africa/Lagos';
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
    RETURN (
        WITH tally AS (
            SELECT fact, key, sum(n) AS n FROM statistic_tally
            WHERE fact IN ('request status', 'request channel', 'request sector', 'request state', 'request month', 'decision days')
            GROUP BY fact, key HAVING sum(n) > 0),
        months AS (
            SELECT key AS month, n FROM tally WHERE fact = 'request month' AND key >= to_char(v_next_month AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')
            UNION ALL
            SELECT to_char(v_since AT TIME ZONE 'Africa/Lagos', 'YYYY-MM'), count(*) FROM data_access_request
            WHERE created_at > v_since AND created_at < v_next_month HAVING count(*) > 0),
        days AS (
            SELECT key::integer AS days, n, sum(n) OVER (ORDER BY key::integer) AS upto FROM tally WHERE fact = 'decision days'),
        decided AS (
            SELECT sum(n) AS total, sum(days * n) AS total_days, max(days) AS longest FROM days),
        -- percentile_cont(0.5): the mean of the values at the (0-based) places floor and ceil of (total - 1) / 2.
        median AS (
            SELECT ((SELECT min(days) FROM days WHERE upto > floor((d.total - 1) / 2.0))
                  + (SELECT min(days) FROM days WHERE upto > ceil((d.total - 1) / 2.0)))::double precision / 2 AS median
            FROM decided d)
        SELECT jsonb_build_object(
            'by_status', (SELECT coalesce(jsonb_object_agg(key, n), '{}') FROM tally WHERE fact = 'request status'),
            'by_channel', (SELECT coalesce(jsonb_object_agg(key, n), '{}') FROM tally WHERE fact = 'request channel'),
            'by_sector', (SELECT coalesce(jsonb_agg(jsonb_build_object('sector', key, 'requests', n) ORDER BY n DESC, key), '[]')
                          FROM tally WHERE fact = 'request sector'),
            'by_state', (SELECT coalesce(jsonb_agg(jsonb_build_object('state', key, 'requests', n) ORDER BY n DESC, key), '[]')
                         FROM tally WHERE fact = 'request state'),
            'by_month', (SELECT coalesce(jsonb_agg(jsonb_build_object('month', month, 'requests', n) ORDER BY month), '[]') FROM months),
            'decision_days', (SELECT jsonb_build_object('decided', coalesce(d.total, 0), 'median', m.median,
                                                        'mean', round(d.total_days::numeric / nullif(d.total, 0), 1), 'longest', d.longest)
                              FROM decided d, median m)));
END $function$;
