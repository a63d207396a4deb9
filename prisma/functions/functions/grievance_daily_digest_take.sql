CREATE OR REPLACE FUNCTION public.grievance_daily_digest_take(p_now timestamp with time zone, p_hour integer)
 RETURNS TABLE(recipient text, digest jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_local timestamp := p_now AT TIME ZONE 'Africa/Lagos';
    v_last timestamptz;
BEGIN
    IF extract(hour FROM v_local) < p_hour OR NOT pg_try_advisory_xact_lock(7260419050) THEN
        RETURN;
    END IF;
    SELECT m.last_run_at INTO v_last FROM maintenance_run m WHERE m.job = 'grievance digest';
    IF v_last IS NOT NULL AND (v_last AT TIME ZONE 'Africa/Lagos')::date >= v_local::date THEN
        RETURN;
    END IF;
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('grievance digest', p_now, jsonb_build_object('since', coalesce(v_last, p_now - interval '1 day')))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN QUERY
    SELECT a.email, jsonb_build_object(
               'desk', a.desk_state,
               'new', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', g.reference, 'category', g.category, 'state', g.state,
                                                                    'channel', g.channel, 'received_at', g.created_at)
                                                 ORDER BY g.category <> 'fraud', g.created_at), '[]')
                       FROM grievance g
                       WHERE g.created_at > coalesce(v_last, p_now - interval '1 day') AND g.created_at <= p_now
                         AND (a.desk_state IS NULL OR g.state = a.desk_state)),
               -- A "no" to "Was it fixed?": each officer is told of the cases on their desk it reopened.
               'reopened', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', g.reference, 'category', g.category, 'state', g.state,
                                                                         'reopened_at', g.reopened_at, 'expected_on', g.reopen_expected_on)
                                                      ORDER BY g.reopened_at), '[]')
                            FROM grievance g
                            WHERE g.reopened_at > coalesce(v_last, p_now - interval '1 day') AND g.reopened_at <= p_now
                              AND (a.desk_state IS NULL OR g.state = a.desk_state)),
               'open', (SELECT count(*) FROM grievance g WHERE g.resolved_at IS NULL AND (a.desk_state IS NULL OR g.state = a.desk_state)),
               'overdue', (SELECT count(*) FROM grievance g WHERE g.resolved_at IS NULL AND coalesce(g.reopen_expected_on, g.expected_on) < v_local::date
                             AND (a.desk_state IS NULL OR g.state = a.desk_state)))
    FROM staff_account a
    WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND a.email IS NOT NULL
    ORDER BY a.email;
END $function$;

COMMENT ON FUNCTION public.grievance_daily_digest_take(p_now timestamp with time zone, p_hour integer) IS 'Once a day, from p_hour in Lagos, to the first instance that asks: for each grievance officer with an e-mail address, the new cases they see since the last digest (fraud first), the cases reopened since by a "no" to "Was it fixed?", and how many are open and overdue (a reopened case by its own promise).';
