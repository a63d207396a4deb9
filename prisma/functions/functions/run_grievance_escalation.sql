CREATE OR REPLACE FUNCTION public.run_grievance_escalation(p_after integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case record;
    v_count integer := 0;
    v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
    -- The first day whose cases are not yet past p_after working days: no more than p_after working
    -- days lie after today - p_after, so it is that day or an earlier one.
    v_day date := v_today - p_after;
    v_before timestamptz;
BEGIN
    IF p_after IS NULL OR p_after < 1 THEN
        RAISE EXCEPTION 'escalate after at least one working day' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- (Ten years back at most: stopping early only reads more candidates, each checked below.)
    WHILE v_day > v_today - 3660 AND working_days_between((v_day - 1)::timestamp AT TIME ZONE 'Africa/Lagos', now()) <= p_after LOOP
        v_day := v_day - 1;
    END LOOP;
    v_before := v_day::timestamp AT TIME ZONE 'Africa/Lagos';
    FOR v_case IN
        UPDATE grievance g SET level = 'national', escalated_at = now(), updated_at = now()
        WHERE g.id IN (SELECT o.id FROM grievance o
                       WHERE o.resolved_at IS NULL AND o.level = 'state' AND o.created_at < v_before
                         AND working_days_between(o.created_at, now()) > p_after
                       FOR UPDATE SKIP LOCKED)
          AND g.level = 'state' AND g.resolved_at IS NULL
        RETURNING g.id, g.reference, g.state, working_days_between(g.created_at, now()) AS working_days
    LOOP
        INSERT INTO grievance_event (grievance, kind, body, written_by)
        VALUES (v_case.id, 'escalated',
                CASE WHEN v_case.state IS NULL
                     THEN format('Open without a state for %s working days: escalated to the national office.', v_case.working_days)
                     ELSE format('Open at the %s desk for %s working days: escalated to the national office.', v_case.state, v_case.working_days) END,
                'system');
        INSERT INTO audit_log (actor, action, subject, before, after)
        VALUES ('system', 'grievance escalated', v_case.reference, jsonb_build_object('level', 'state'),
                jsonb_build_object('level', 'national', 'working_days', v_case.working_days, 'after_working_days', p_after));
        v_count := v_count + 1;
    END LOOP;
    RETURN v_count;
END $function$;

COMMENT ON FUNCTION public.run_grievance_escalation(p_after integer) IS 'Sends every grievance still open at its state desk over p_after working days (GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS) to the national office, with an escalated event by system and an audit row each; a case without a state says so. Idempotent. Returns how many moved.';
