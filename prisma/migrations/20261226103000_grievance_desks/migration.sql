-- Grievances, part two (issue 50): the grievance officer in the accounts, the state desks, cases
-- entered from the office's other channels, and the jobs that run by themselves: escalation to
-- the national office, retention, fraud alerts and the grievance officers' daily digest
-- (decision 0067). The queue and case pages' functions are another migration's.

-- The register's states, as lga_summary and the site's list (app/content/states.ts) name them:
-- the 36 states and the FCT. A desk is one of them; an entered case's state too. A test keeps the
-- two lists in step.
CREATE TABLE register_state (
    name text PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 60)
);
COMMENT ON TABLE register_state IS 'The 36 states and the FCT as the register names them (FCT for the Federal Capital Territory): the states a grievance officer''s desk and an entered grievance may name. The same list as app/content/states.ts (registerName).';
INSERT INTO register_state (name) VALUES
    ('Abia'), ('Adamawa'), ('Akwa Ibom'), ('Anambra'), ('Bauchi'), ('Bayelsa'), ('Benue'), ('Borno'), ('Cross River'),
    ('Delta'), ('Ebonyi'), ('Edo'), ('Ekiti'), ('Enugu'), ('FCT'), ('Gombe'), ('Imo'), ('Jigawa'), ('Kaduna'), ('Kano'),
    ('Katsina'), ('Kebbi'), ('Kogi'), ('Kwara'), ('Lagos'), ('Nasarawa'), ('Niger'), ('Ogun'), ('Ondo'), ('Osun'), ('Oyo'),
    ('Plateau'), ('Rivers'), ('Sokoto'), ('Taraba'), ('Yobe'), ('Zamfara');
REVOKE ALL ON register_state FROM PUBLIC;

-- A desk names a state of the register, or nothing (the national office).
ALTER TABLE staff_account ADD CONSTRAINT staff_account_desk_state_fkey FOREIGN KEY (desk_state) REFERENCES register_state (name);

-- The grievance officer may be given like any other role: the one list, in the accounts page's order.
CREATE OR REPLACE FUNCTION staff_account_roles(p_admin_token bytea, p_name text, p_roles text[]) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_admin staff_account;
    v_account staff_account;
    v_roles text[];
BEGIN
    -- One change of roles at a time, so that two admins taking each other's admin role at the
    -- same moment cannot both succeed: the second finds its caller no longer an admin.
    PERFORM pg_advisory_xact_lock(hashtext('staff_account_roles'));
    v_admin := staff_admin_of(p_admin_token);
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no account %', p_name USING ERRCODE = 'no_data_found';
    END IF;
    IF v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot change their own roles: another admin must' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF p_roles IS NULL OR cardinality(p_roles) = 0 OR NOT p_roles <@ ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin'] THEN
        RAISE EXCEPTION 'choose one or more of editor, publisher, request_officer, grievance_officer and admin' USING ERRCODE = 'check_violation';
    END IF;
    -- In the one order the accounts page lists them, each once.
    v_roles := ARRAY(SELECT r FROM unnest(ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']) r WHERE r = ANY (p_roles));
    IF v_roles @> v_account.roles AND v_roles <@ v_account.roles THEN RETURN false; END IF;
    UPDATE staff_account a SET roles = v_roles WHERE a.id = v_account.id;
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account.id AND s.ended_at IS NULL;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_admin.name, 'staff account roles changed', 'staff:' || p_name,
            jsonb_build_object('roles', to_jsonb(v_account.roles)), jsonb_build_object('roles', to_jsonb(v_roles)));
    RETURN true;
END $$;

-- Every staff member may reach these, whatever their roles: grievance officers too.

CREATE OR REPLACE FUNCTION public.staff_email(p_token_sha256 bytea)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
BEGIN
    RETURN v_member.email;
END $function$;

CREATE OR REPLACE FUNCTION public.staff_email_set(p_token_sha256 bytea, p_email text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
BEGIN
    UPDATE staff_account SET email = nullif(lower(btrim(p_email)), '') WHERE id = v_member.id;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'own e-mail address changed', 'staff:' || v_member.name);
END $function$;

CREATE OR REPLACE FUNCTION public.staff_page_feedback(p_token_sha256 bytea)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
    RETURN jsonb_build_object(
        'pages', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'yes', yes, 'no', no) ORDER BY no DESC, yes DESC, path), '[]')
                  FROM (SELECT path, (sum(count) FILTER (WHERE answer = 'yes'))::integer AS yes,
                               (sum(count) FILTER (WHERE answer = 'no'))::integer AS no
                        FROM page_feedback_daily GROUP BY path) p),
        'comments', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'day', day, 'answer', answer, 'comment', comment) ORDER BY id DESC), '[]')
                     FROM (SELECT * FROM page_feedback_comment ORDER BY id DESC LIMIT 200) c));
END $function$;

CREATE OR REPLACE FUNCTION public.staff_page_view_statistics(p_token_sha256 bytea)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_since date := (now() AT TIME ZONE 'Africa/Lagos')::date - 30;
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
    RETURN jsonb_build_object(
        'by_day', (SELECT coalesce(jsonb_agg(jsonb_build_object('day', day, 'views', views, 'without_javascript', nojs) ORDER BY day), '[]')
                   FROM (SELECT day, sum(views)::integer AS views, sum(views_without_javascript)::integer AS nojs
                         FROM page_view_day_device WHERE day > v_since GROUP BY day) d),
        'top_pages', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'views', views) ORDER BY views DESC, path), '[]')
                      FROM (SELECT path, sum(views)::integer AS views FROM page_view_day_path WHERE day > v_since GROUP BY path
                            ORDER BY 2 DESC, 1 LIMIT 20) p),
        'by_device', (SELECT coalesce(jsonb_object_agg(device, views), '{}')
                      FROM (SELECT device, sum(views)::integer AS views FROM page_view_day_device WHERE day > v_since GROUP BY device) d));
END $function$;

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

-- A grievance officer's desk: set or cleared by an admin, never on their own account (as roles
-- are not), and the account's sessions end, so the new desk holds from their next page.
CREATE FUNCTION staff_account_desk(p_admin_token bytea, p_name text, p_desk_state text) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_admin staff_account;
    v_account staff_account;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('staff_account_roles'));
    v_admin := staff_admin_of(p_admin_token);
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no account %', p_name USING ERRCODE = 'no_data_found';
    END IF;
    IF v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot change their own desk: another admin must' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF p_desk_state IS NOT NULL AND NOT EXISTS (SELECT FROM register_state s WHERE s.name = p_desk_state) THEN
        RAISE EXCEPTION 'there is no state % in the register', p_desk_state USING ERRCODE = 'check_violation';
    END IF;
    IF p_desk_state IS NOT NULL AND NOT 'grievance_officer' = ANY (v_account.roles) THEN
        RAISE EXCEPTION 'only a grievance officer has a desk' USING ERRCODE = 'check_violation';
    END IF;
    IF v_account.desk_state IS NOT DISTINCT FROM p_desk_state THEN RETURN false; END IF;
    UPDATE staff_account a SET desk_state = p_desk_state WHERE a.id = v_account.id;
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account.id AND s.ended_at IS NULL;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_admin.name, 'staff account desk changed', 'staff:' || p_name,
            jsonb_build_object('desk_state', v_account.desk_state), jsonb_build_object('desk_state', p_desk_state));
    RETURN true;
END $$;
COMMENT ON FUNCTION staff_account_desk(bytea, text, text) IS 'An admin sets a grievance officer''s state desk (a state of register_state), or clears it (null: the national office); never their own. Ends the account''s sessions and is audited. False when the desk was already so.';

-- The accounts page shows each account's desk.
DROP FUNCTION staff_accounts(bytea);
CREATE FUNCTION staff_accounts(p_admin_token bytea)
RETURNS TABLE(name text, display_name text, roles text[], enrolled boolean, disabled boolean, created_by text, created_at timestamptz,
              last_signed_in timestamptz, open_sessions integer, desk_state text)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT a.name, a.display_name, a.roles, a.totp_secret IS NOT NULL, a.disabled_at IS NOT NULL, a.created_by, a.created_at,
           (SELECT max(l.at) FROM staff_sign_in_log l WHERE l.account_id = a.id AND l.event IN ('code_ok', 'recovery_code_used', 'enrolled')),
           (SELECT count(*)::integer FROM staff_session s WHERE s.account_id = a.id AND s.ended_at IS NULL AND s.stage = 'full'
              AND s.last_seen_at > now() - interval '30 minutes' AND s.created_at > now() - interval '12 hours'),
           a.desk_state
    FROM staff_account a, staff_admin_of(p_admin_token) admin
    ORDER BY a.disabled_at IS NOT NULL, a.name
$$;
COMMENT ON FUNCTION staff_accounts(bytea) IS 'Every account for an admin: names, roles, desk, whether enrolled or disabled, last sign-in and open sessions; never a hash or a secret.';

-- When a fraud report's alert was written (to the outbox, with its take): every channel's alike.
ALTER TABLE grievance ADD COLUMN fraud_alerted_at timestamptz;
COMMENT ON COLUMN grievance.fraud_alerted_at IS 'When the office''s alert of this fraud report was written to the outbox (grievance_fraud_alerts_take); null for other categories and for one not yet alerted.';
CREATE INDEX grievance_fraud_unalerted ON grievance (id) WHERE category = 'fraud' AND fraud_alerted_at IS NULL;

-- A case that came by phone (a 969 call), on paper, at a state office or by e-mail, typed in by a
-- grievance officer. A state desk enters only its own state's. It counts from the day it arrived:
-- 09:00 in Lagos that day, or now if that is today, so that expected_on is the person's date.
CREATE FUNCTION staff_grievance_enter(p_token_sha256 bytea, p_channel text, p_received_on date, p_category text, p_description text,
                                      p_state text, p_lga text, p_contact_name text, p_phone text, p_email text, p_may_contact boolean,
                                      p_locale text, p_code_sha256 bytea) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
    v_reference text;
BEGIN
    IF p_channel IS NULL OR p_channel NOT IN ('phone', 'paper', 'walk-in', 'email') THEN
        RAISE EXCEPTION 'an officer enters grievances from a call, paper, a visit or e-mail, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_received_on IS NULL OR p_received_on > v_today OR p_received_on < v_today - 366 THEN
        RAISE EXCEPTION 'the day it was received must be within the last year, and not in the future' USING ERRCODE = 'check_violation',
              CONSTRAINT = 'grievance_received_on_check';
    END IF;
    IF NOT EXISTS (SELECT FROM register_state s WHERE s.name = p_state) THEN
        RAISE EXCEPTION 'there is no state % in the register', p_state USING ERRCODE = 'check_violation', CONSTRAINT = 'grievance_state_check';
    END IF;
    IF v_member.desk_state IS NOT NULL AND v_member.desk_state <> p_state THEN
        RAISE EXCEPTION 'the % desk enters only % grievances', v_member.desk_state, v_member.desk_state USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO grievance (category, description, state, lga, contact_name, phone, email, may_contact, channel, locale,
                           status_code_sha256, entered_by, created_at)
    VALUES (p_category, btrim(p_description), p_state, nullif(btrim(p_lga), ''), nullif(btrim(p_contact_name), ''), p_phone,
            nullif(lower(btrim(p_email)), ''), coalesce(p_may_contact, false), p_channel, coalesce(p_locale, 'en'), p_code_sha256,
            v_member.name,
            CASE WHEN p_received_on = v_today THEN now() ELSE (p_received_on + time '09:00') AT TIME ZONE 'Africa/Lagos' END)
    RETURNING reference INTO v_reference;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'grievance entered', v_reference,
            jsonb_build_object('channel', p_channel, 'received_on', p_received_on, 'category', p_category, 'state', p_state,
                               'contact_given', p_contact_name IS NOT NULL OR p_phone IS NOT NULL OR p_email IS NOT NULL));
    RETURN v_reference;
END $$;
COMMENT ON FUNCTION staff_grievance_enter(bytea, text, date, text, text, text, text, text, text, text, boolean, text, bytea) IS 'A grievance officer enters a case that came by phone, paper, walk-in or e-mail, received on p_received_on (not in the future, within a year); a state desk only its own state''s. Audited. Returns the reference.';

-- The signed-in grievance officer's desk (null: the national office), for the entry form to offer
-- only their state. The database, not this answer, is what keeps them to it.
CREATE FUNCTION staff_grievance_desk(p_token_sha256 bytea) RETURNS text
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT (staff_member(p_token_sha256, ARRAY['grievance_officer'])).desk_state
$$;
COMMENT ON FUNCTION staff_grievance_desk(bytea) IS 'The signed-in grievance officer''s state desk, or null for the national office.';

-- Escalation: a case still open at its state desk after p_after working days goes to the
-- national office. Run hourly by every back-office instance; a case moves once (the row lock
-- and level = 'state' make a second run find nothing).
CREATE FUNCTION run_grievance_escalation(p_after integer) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
                       WHERE o.resolved_at IS NULL AND o.level = 'state' AND working_days_between(o.created_at, now()) >= p_after
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
END $$;
COMMENT ON FUNCTION run_grievance_escalation(integer) IS 'Sends every grievance still open at its state desk after p_after working days (GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS) to the national office, with an escalated event by system and an audit row each. Idempotent. Returns how many moved.';

-- Fraud reports reach the office the same day, whatever their channel: the back office's mail
-- sender takes the ones not yet alerted before each round and writes the alerts in the same
-- transaction. The alert names the case, never the person or what they wrote.
CREATE FUNCTION grievance_fraud_alerts_take() RETURNS TABLE(reference text, state text, channel text, received_at timestamptz, recipients text[])
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    RETURN QUERY
    WITH taken AS (
        UPDATE grievance g SET fraud_alerted_at = now()
        WHERE g.id IN (SELECT o.id FROM grievance o WHERE o.category = 'fraud' AND o.fraud_alerted_at IS NULL
                       ORDER BY o.id LIMIT 100 FOR UPDATE SKIP LOCKED)
        RETURNING g.reference, g.state, g.channel, g.created_at
    ), alerts AS (
        SELECT t.reference, t.state, t.channel, t.created_at,
               ARRAY(SELECT DISTINCT a.email FROM staff_account a
                     WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND a.email IS NOT NULL
                       AND (a.desk_state IS NULL OR a.desk_state = t.state)
                     ORDER BY a.email) AS recipients
        FROM taken t
    ), audited AS (
        INSERT INTO audit_log (actor, action, subject, after)
        SELECT 'system', 'grievance fraud alert', a.reference, jsonb_build_object('recipients', cardinality(a.recipients)) FROM alerts a
    )
    SELECT a.reference, a.state, a.channel, a.created_at, a.recipients FROM alerts a ORDER BY a.created_at;
END $$;
COMMENT ON FUNCTION grievance_fraud_alerts_take() IS 'Takes up to 100 fraud reports not yet alerted, marks them, and returns each with the e-mail addresses of the grievance officers who see it (national, and that state''s desk): the caller writes the alerts in the same transaction. Audited.';

-- The grievance officers' digest, once a day from p_hour in Lagos, to whichever instance asks
-- first: for each officer with an e-mail address, the cases of their desk (or every state) that
-- came since the last digest, fraud reports first, and how many of theirs are open and overdue.
CREATE FUNCTION grievance_daily_digest_take(p_now timestamptz, p_hour integer) RETURNS TABLE(recipient text, digest jsonb)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
               'open', (SELECT count(*) FROM grievance g WHERE g.resolved_at IS NULL AND (a.desk_state IS NULL OR g.state = a.desk_state)),
               'overdue', (SELECT count(*) FROM grievance g WHERE g.resolved_at IS NULL AND g.expected_on < v_local::date
                             AND (a.desk_state IS NULL OR g.state = a.desk_state)))
    FROM staff_account a
    WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND a.email IS NOT NULL
    ORDER BY a.email;
END $$;
COMMENT ON FUNCTION grievance_daily_digest_take(timestamptz, integer) IS 'Once a day, from p_hour in Lagos, to the first instance that asks: for each grievance officer with an e-mail address, the new cases they see since the last digest (fraud first) and how many are open and overdue.';

INSERT INTO mail_kind (kind, priority) VALUES ('grievance fraud alert', 2), ('grievance digest', 2);

-- Retention, as before, and now grievances too (decision 0067).
CREATE OR REPLACE FUNCTION public.run_daily_retention()
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
    grievances integer;
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
    WITH erased_grievances AS (
        UPDATE grievance
        SET contact_name = NULL, phone = NULL, email = NULL, may_contact = false,
            description = 'Erased by retention.', status_code_sha256 = NULL, receipt_token = NULL,
            personal_data_erased_at = now()
        WHERE personal_data_erased_at IS NULL AND resolved_at < now() - make_interval(days => settings.request_days)
        RETURNING id
    ), erased_events AS (
        UPDATE grievance_event e SET body = 'Erased by retention.'
        FROM erased_grievances g WHERE e.grievance = g.id AND e.kind IN ('note', 'reply')
    )
    SELECT count(*)::integer INTO grievances FROM erased_grievances;
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
COMMENT ON FUNCTION run_daily_retention() IS 'Erases and deletes what is past its period in retention_settings, grievances'' personal details with requests''. Every instance calls it hourly; it works at most once a day.';

REVOKE ALL ON FUNCTION staff_account_desk(bytea, text, text), staff_accounts(bytea), staff_grievance_desk(bytea),
    staff_grievance_enter(bytea, text, date, text, text, text, text, text, text, text, boolean, text, bytea),
    run_grievance_escalation(integer), grievance_fraud_alerts_take(), grievance_daily_digest_take(timestamptz, integer) FROM PUBLIC;
-- The back office's process runs all of them: its pages, its housekeeping and its mail sender's errand.
GRANT EXECUTE ON FUNCTION staff_account_desk(bytea, text, text), staff_accounts(bytea), staff_grievance_desk(bytea),
    staff_grievance_enter(bytea, text, date, text, text, text, text, text, text, text, boolean, text, bytea),
    run_grievance_escalation(integer), grievance_fraud_alerts_take(), grievance_daily_digest_take(timestamptz, integer) TO nassco_office;
