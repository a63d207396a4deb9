CREATE OR REPLACE FUNCTION public.staff_daily_digest_take(p_now timestamp with time zone, p_hour integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_local timestamp := p_now AT TIME ZONE 'Africa/Lagos';
    v_last timestamptz;
    v_overdue_since timestamptz := request_overdue_since(p_now);
    v_digest jsonb;
BEGIN
    IF extract(hour FROM v_local) < p_hour OR NOT pg_try_advisory_xact_lock(7260419005) THEN
        RETURN NULL;
    END IF;
    SELECT last_run_at INTO v_last FROM maintenance_run WHERE job = 'daily digest';
    IF v_last IS NOT NULL AND (v_last AT TIME ZONE 'Africa/Lagos')::date >= v_local::date THEN
        RETURN NULL;
    END IF;
    v_digest := jsonb_build_object(
        'new', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', r.reference, 'organisation', r.organization_name, 'channel', r.channel)
                                          ORDER BY r.created_at), '[]')
                FROM data_access_request r WHERE r.created_at > coalesce(v_last, p_now - interval '1 day') AND r.created_at <= p_now),
        'overdue', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', r.reference, 'assignee', r.assignee,
                                                                 'working_days', working_days_between(r.created_at, p_now))
                                              ORDER BY r.created_at), '[]')
                    FROM data_access_request r WHERE r.decided_at IS NULL AND r.created_at < v_overdue_since),
        'unassigned', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', r.reference, 'working_days', working_days_between(r.created_at, p_now))
                                                 ORDER BY r.created_at), '[]')
                       FROM data_access_request r WHERE r.decided_at IS NULL AND r.assignee IS NULL AND r.created_at <= p_now));
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('daily digest', p_now, jsonb_build_object('new', jsonb_array_length(v_digest -> 'new'),
            'overdue', jsonb_array_length(v_digest -> 'overdue'), 'unassigned', jsonb_array_length(v_digest -> 'unassigned')))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN v_digest;
END $function$;

COMMENT ON FUNCTION public.staff_daily_digest_take(p_now timestamp with time zone, p_hour integer) IS 'Once a day, from p_hour in Lagos, to the first instance that asks: new requests since the last digest, and open ones that are overdue (over 10 working days) or unassigned.';
