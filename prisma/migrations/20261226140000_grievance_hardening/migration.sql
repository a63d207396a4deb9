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


-- ---------------------------------------------------------------------------
-- 4. A case's state is one of the register's 36 states and the FCT, in its spelling, whichever
-- way it came: the web form (lga_summary's names), an officer, a partner, the synthetic data.

ALTER TABLE grievance ADD CONSTRAINT grievance_state_fkey FOREIGN KEY (state) REFERENCES register_state (name);

-- ---------------------------------------------------------------------------
-- 8 and 9. A grievance's personal data is erased one case at a time, each with its own audit row
-- ('erase personal details': which fields held something, and why), as a request's is
-- (erase_request_details and data_access_request_audit): by retention after the period, and by
-- privacy_erase for the e-mail address the person gave.

CREATE FUNCTION erase_grievance_details(p_id integer, p_words text)
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
    v_old grievance;
BEGIN
    SELECT * INTO v_old FROM grievance WHERE id = p_id AND personal_data_erased_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    UPDATE grievance
    SET contact_name = NULL, phone = NULL, email = NULL, may_contact = false,
        description = p_words, status_code_sha256 = NULL, receipt_token = NULL,
        personal_data_erased_at = now()
    WHERE id = p_id;
    -- Notes and replies quote what the person wrote.
    UPDATE grievance_event SET body = p_words WHERE grievance = p_id AND kind IN ('note', 'reply');
    PERFORM audit('erase personal details', v_old.reference,
        jsonb_build_object('fields', (SELECT coalesce(jsonb_agg(key ORDER BY key), '[]'::jsonb) FROM jsonb_each(to_jsonb(v_old)) e(key, value)
            WHERE key IN ('contact_name', 'phone', 'email', 'description') AND value <> 'null'::jsonb)),
        jsonb_build_object('reason', coalesce(current_setting('nassco.erase_reason', true), 'unspecified')));
END $$;
COMMENT ON FUNCTION erase_grievance_details(integer, text) IS 'Erases one grievance''s contact details, description, status code, receipt and the bodies of its notes and replies (replaced by p_words), and writes one audit row (erase personal details). For retention and privacy_erase only.';
REVOKE ALL ON FUNCTION erase_grievance_details(integer, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION run_daily_retention()
 RETURNS TABLE(ran boolean, requests_erased integer, signups_deleted integer, page_view_rows_deleted integer, mail_deleted integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    settings retention_settings;
    erased integer := 0;
    signups integer;
    views integer;
    mail integer;
    messages integer;
    feedback integer;
    comments integer;
    grievances integer := 0;
    grievance_ integer;
    reference_ text;
BEGIN
    IF NOT pg_try_advisory_xact_lock(7260419002)
       OR EXISTS (SELECT FROM maintenance_run WHERE job = 'retention' AND last_run_at > now() - interval '23 hours') THEN
        RETURN QUERY SELECT false, 0, 0, 0, 0;
        RETURN;
    END IF;
    SELECT * INTO STRICT settings FROM retention_settings;
    PERFORM set_config('nassco.erase_reason', format('retention after %s days', settings.request_days), true);
    FOR reference_ IN
        SELECT reference FROM data_access_request
        WHERE personal_data_erased_at IS NULL AND decided_at < now() - make_interval(days => settings.request_days)
    LOOP
        PERFORM erase_request_details(reference_);
        erased := erased + 1;
    END LOOP;
    -- Grievances as requests: past the same period after their resolution, the person's contact
    -- details, what they wrote and the officers' notes and replies, which quote it, are erased;
    -- the category, state, LGA, channel, dates and resolution stay, for the published figures.
    FOR grievance_ IN
        SELECT id FROM grievance
        WHERE personal_data_erased_at IS NULL AND resolved_at < now() - make_interval(days => settings.request_days)
    LOOP
        PERFORM erase_grievance_details(grievance_, 'Erased by retention.');
        grievances := grievances + 1;
    END LOOP;
    DELETE FROM newsletter_subscriber
    WHERE status = 'pending' AND coalesce(confirmation_sent_at, created_at) < now() - make_interval(days => settings.pending_signup_days);
    GET DIAGNOSTICS signups = ROW_COUNT;
    DELETE FROM page_view_daily WHERE day < (now() AT TIME ZONE 'Africa/Lagos')::date - settings.page_view_days;
    GET DIAGNOSTICS views = ROW_COUNT;
    DELETE FROM mail_outbox
    WHERE (state = 'sent' AND sent_at < now() - make_interval(days => settings.sent_mail_days))
       OR (state = 'cancelled' AND created_at < now() - make_interval(days => settings.sent_mail_days))
       OR (state = 'dead' AND created_at < now() - make_interval(days => settings.pending_signup_days));
    GET DIAGNOSTICS mail = ROW_COUNT;
    DELETE FROM contact_message WHERE received_at < now() - make_interval(days => settings.contact_message_days);
    GET DIAGNOSTICS messages = ROW_COUNT;
    DELETE FROM page_feedback_daily WHERE day < (now() AT TIME ZONE 'Africa/Lagos')::date - settings.page_view_days;
    GET DIAGNOSTICS feedback = ROW_COUNT;
    DELETE FROM page_feedback_comment WHERE day < (now() AT TIME ZONE 'Africa/Lagos')::date - settings.page_view_days;
    GET DIAGNOSTICS comments = ROW_COUNT;
    PERFORM audit('retention', NULL, NULL, jsonb_build_object(
        'request_days', settings.request_days, 'pending_signup_days', settings.pending_signup_days,
        'page_view_days', settings.page_view_days, 'sent_mail_days', settings.sent_mail_days,
        'contact_message_days', settings.contact_message_days,
        'requests_erased', erased, 'grievances_erased', grievances, 'signups_deleted', signups, 'page_view_rows_deleted', views, 'mail_deleted', mail,
        'contact_messages_deleted', messages, 'page_feedback_rows_deleted', feedback, 'page_feedback_comments_deleted', comments));
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('retention', now(), jsonb_build_object('requests_erased', erased, 'grievances_erased', grievances, 'signups_deleted', signups,
                                                   'page_view_rows_deleted', views, 'mail_deleted', mail,
                                                   'contact_messages_deleted', messages, 'page_feedback_rows_deleted', feedback,
                                                   'page_feedback_comments_deleted', comments))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN QUERY SELECT true, erased, signups, views, mail;
END $function$;

COMMENT ON FUNCTION public.run_daily_retention() IS 'Erases and deletes what is past its period in retention_settings, grievances'' personal details with requests''. Every instance calls it hourly; it works at most once a day.';


-- privacy_erase now also says how many grievances it erased: a new result column, so it is
-- dropped and made again with its grants.
DROP FUNCTION privacy_erase(text);
CREATE FUNCTION privacy_erase(p_email text)
 RETURNS TABLE(requests_erased integer, subscriptions_deleted integer, grievances_erased integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    address text := lower(btrim(p_email));
    erased integer := 0;
    deleted integer;
    unsent integer;
    reference_ text;
    grievances integer := 0;
    grievance_ integer;
BEGIN
    IF address !~ '^[^@\s]+@[^@\s]+$' THEN
        RAISE EXCEPTION 'That is not an e-mail address.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM set_config('nassco.erase_reason', 'on request', true);
    FOR reference_ IN
        SELECT reference FROM data_access_request WHERE lower(btrim(email_address)) = address FOR UPDATE
    LOOP
        -- An open request cannot go on without its contact details.
        UPDATE data_access_request SET status = 'withdrawn', decided_at = now()
        WHERE reference = reference_ AND decided_at IS NULL;
        PERFORM erase_request_details(reference_);
        erased := erased + 1;
    END LOOP;
    -- A grievance given with this address: its contact details and what the person wrote, as
    -- retention erases them; the case stays open for the office, without them.
    FOR grievance_ IN
        SELECT id FROM grievance WHERE lower(btrim(email)) = address AND personal_data_erased_at IS NULL FOR UPDATE
    LOOP
        PERFORM erase_grievance_details(grievance_, 'Erased on request.');
        grievances := grievances + 1;
    END LOOP;
    DELETE FROM newsletter_subscriber WHERE email = address;
    GET DIAGNOSTICS deleted = ROW_COUNT;
    DELETE FROM mail_outbox WHERE lower(recipient) = address;
    GET DIAGNOSTICS unsent = ROW_COUNT;
    PERFORM audit('erasure on request', NULL, NULL,
        jsonb_build_object('requests_erased', erased, 'grievances_erased', grievances, 'subscriptions_deleted', deleted, 'unsent_mail_deleted', unsent));
    RETURN QUERY SELECT erased, deleted, grievances;
END $function$;


COMMENT ON FUNCTION privacy_erase(text) IS 'Erases everything held about one e-mail address: its requests'' contact details (open ones withdrawn), its grievances'' contact details and words, its newsletter subscription and unsent mail. Audited without the address.';
REVOKE ALL ON FUNCTION privacy_erase(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION privacy_erase(text) TO nassco_staff;

-- ---------------------------------------------------------------------------
-- 5. A fraud report is marked alerted only when the alert goes to someone: the officers who see
-- it, or else the office's own mailbox (STAFF_NOTIFY_TO, where new requests are announced, which
-- the back office passes). With neither it stays unmarked: retried each round, and in the digest.

DROP FUNCTION grievance_fraud_alerts_take();
CREATE FUNCTION grievance_fraud_alerts_take(p_office_mailbox text)
RETURNS TABLE (reference text, state text, channel text, received_at timestamptz, recipients text[])
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
BEGIN
    RETURN QUERY
    WITH due AS (
        SELECT o.id,
               ARRAY(SELECT DISTINCT a.email FROM staff_account a
                     WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND a.email IS NOT NULL
                       AND (a.desk_state IS NULL OR a.desk_state = o.state)
                     ORDER BY a.email) AS officers
        FROM grievance o WHERE o.category = 'fraud' AND o.fraud_alerted_at IS NULL
        ORDER BY o.id LIMIT 100 FOR UPDATE SKIP LOCKED
    ), addressed AS (
        SELECT d.id, CASE WHEN cardinality(d.officers) > 0 THEN d.officers
                          ELSE ARRAY[nullif(btrim(p_office_mailbox), '')] END AS recipients
        FROM due d
    ), taken AS (
        UPDATE grievance g SET fraud_alerted_at = now()
        FROM addressed x WHERE g.id = x.id AND x.recipients[1] IS NOT NULL
        RETURNING g.reference, g.state, g.channel, g.created_at, x.recipients
    ), audited AS (
        INSERT INTO audit_log (actor, action, subject, after)
        SELECT 'system', 'grievance fraud alert', t.reference, jsonb_build_object('recipients', cardinality(t.recipients)) FROM taken t
    )
    SELECT t.reference, t.state, t.channel, t.created_at, t.recipients FROM taken t ORDER BY t.created_at;
END $$;
COMMENT ON FUNCTION grievance_fraud_alerts_take(text) IS 'Takes up to 100 fraud reports not yet alerted, marks them, and returns each with the e-mail addresses of the grievance officers who see it (national, and that state''s desk), or else p_office_mailbox; one with neither is left unmarked, to be retried. The caller writes the alerts in the same transaction. Audited.';
REVOKE ALL ON FUNCTION grievance_fraud_alerts_take(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_fraud_alerts_take(text) TO nassco_office;
