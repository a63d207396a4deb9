-- Issue 50, a reviewer's findings on the grievance database (decisions 0066 and 0067, amended).

-- ---------------------------------------------------------------------------
-- 1. The description is what happened in the person's own words: personal data. The queue never
-- shows it, so its rows no longer carry it; the case page reads it through a ticket that records
-- the read and commits on its own first, as contact details are read (staff_ticket), so no
-- rollback can take the read off the record.

CREATE OR REPLACE FUNCTION grievance_row_for_staff(p_grievance grievance, p_now timestamptz)
RETURNS jsonb
LANGUAGE sql STABLE
SET search_path = public, pg_temp
AS $$
    SELECT (to_jsonb(p_grievance) - ARRAY['description', 'contact_name', 'phone', 'email', 'status_code_sha256', 'receipt_token'])
        || jsonb_build_object(
            'overdue', p_grievance.resolved_at IS NULL AND p_grievance.expected_on < (p_now AT TIME ZONE 'Africa/Lagos')::date,
            'has_email', p_grievance.email IS NOT NULL,
            'has_phone', p_grievance.phone IS NOT NULL,
            'anonymous', p_grievance.contact_name IS NULL AND p_grievance.phone IS NULL AND p_grievance.email IS NULL);
$$;

COMMENT ON FUNCTION staff_grievance(bytea, text) IS 'One grievance the officer''s desk covers, without contact details or its description: its history (notes, replies, changes), its letters and the statuses it may move to. no_data_found for a reference there is none of, or of another state. The description comes through staff_grievance_ticket and staff_grievance_description.';

CREATE FUNCTION staff_grievance_ticket(p_token_sha256 bytea, p_reference text)
RETURNS bigint
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference);
    v_ticket bigint;
BEGIN
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'read grievance', v_grievance.reference)
    RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $$;
COMMENT ON FUNCTION staff_grievance_ticket(bytea, text) IS 'Records in the audit log that the officer reads a grievance (its description, in the person''s words); the ticket is good for staff_grievance_description once its transaction has committed.';

CREATE FUNCTION staff_grievance_description(p_token_sha256 bytea, p_ticket bigint)
RETURNS TABLE (reference text, description text)
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read grievance', v_member.name);
    -- The desk is checked again: a ticket is no way round it.
    v_grievance grievance := grievance_for_member(v_member, v_ticket.subject);
BEGIN
    RETURN QUERY SELECT v_grievance.reference, v_grievance.description;
END $$;
COMMENT ON FUNCTION staff_grievance_description(bytea, bigint) IS 'A grievance''s description (what happened, in the person''s words), for a committed ticket of the officer''s from staff_grievance_ticket.';

REVOKE ALL ON FUNCTION staff_grievance_ticket(bytea, text), staff_grievance_description(bytea, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_grievance_ticket(bytea, text), staff_grievance_description(bytea, bigint) TO nassco_office;

-- ---------------------------------------------------------------------------
-- 2. References padded to six digits but never cut: case 1,000,000 is GRV-YYYY-1000000, not a
-- second GRV-YYYY-100000. A default may not hold a sub-select, and the number must be drawn once,
-- so a small function writes it.

CREATE FUNCTION grievance_number_text(p_number bigint)
RETURNS text
LANGUAGE sql IMMUTABLE STRICT
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
    SELECT CASE WHEN p_number < 1000000 THEN lpad(p_number::text, 6, '0') ELSE p_number::text END;
$$;
COMMENT ON FUNCTION grievance_number_text(bigint) IS 'A grievance''s number as its reference shows it: six digits at least, never cut.';
REVOKE ALL ON FUNCTION grievance_number_text(bigint) FROM PUBLIC;
-- The default runs as whoever inserts: the public site, and the back office's functions' owner.
GRANT EXECUTE ON FUNCTION grievance_number_text(bigint) TO nassco_app, nassco_office;

ALTER TABLE grievance ALTER COLUMN reference SET DEFAULT
    ('GRV-' || to_char(now() AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || grievance_number_text(nextval('grievance_number_seq')));

-- ---------------------------------------------------------------------------
-- 3. The public site writes web reports only. A call, a paper form, a visit or an e-mail is
-- entered by a named officer (staff_grievance_enter); SMS and USSD will come through their own
-- function (issue 51).

REVOKE INSERT (channel) ON grievance FROM nassco_app;
ALTER TABLE grievance ALTER COLUMN channel SET DEFAULT 'web';
ALTER TABLE grievance ADD CONSTRAINT grievance_entered_channel_has_officer
    CHECK (channel NOT IN ('phone', 'paper', 'walk-in', 'email') OR entered_by IS NOT NULL);

-- ---------------------------------------------------------------------------
-- 6. Escalated after N working days, not at the start of the Nth: open for more than p_after
-- working days, as request_overdue_since counts "over 10".

CREATE OR REPLACE FUNCTION run_grievance_escalation(p_after integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case record;
    v_count integer := 0;
BEGIN
    IF p_after IS NULL OR p_after < 1 THEN
        RAISE EXCEPTION 'escalate after at least one working day' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    FOR v_case IN
        UPDATE grievance g SET level = 'national', escalated_at = now(), updated_at = now()
        WHERE g.id IN (SELECT o.id FROM grievance o
                       WHERE o.resolved_at IS NULL AND o.level = 'state' AND working_days_between(o.created_at, now()) > p_after
                       FOR UPDATE SKIP LOCKED)
          AND g.level = 'state' AND g.resolved_at IS NULL
        RETURNING g.id, g.reference, g.state, working_days_between(g.created_at, now()) AS working_days
    LOOP
        INSERT INTO grievance_event (grievance, kind, body, written_by)
        VALUES (v_case.id, 'escalated', format('Open at the %s desk for %s working days: escalated to the national office.', v_case.state, v_case.working_days), 'system');
        INSERT INTO audit_log (actor, action, subject, before, after)
        VALUES ('system', 'grievance escalated', v_case.reference, jsonb_build_object('level', 'state'),
                jsonb_build_object('level', 'national', 'working_days', v_case.working_days, 'after_working_days', p_after));
        v_count := v_count + 1;
    END LOOP;
    RETURN v_count;
END $function$;

COMMENT ON FUNCTION public.run_grievance_escalation(p_after integer) IS 'Sends every grievance still open at its state desk over p_after working days (GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS) to the national office, with an escalated event by system and an audit row each. Idempotent. Returns how many moved.';

