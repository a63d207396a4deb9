-- The back office's view of text messages (issue 51, decision 0073): the messages of one case, the
-- national figures and failures, a retry of a message given up, and the place step for a case sent
-- as a free SMS without a state. Staff see what was sent and how it went, never the number, the
-- code or the text: the number is a case's contact detail (read through its ticket, audited), the
-- code is the caller's secret, and the text is the template, which staff know.

-- ---------------------------------------------------------------------------
-- 1. What a member may see. A message's last error is the aggregator's or the sender's words,
-- which may quote the number: any run of digits as long as a phone number is masked.
CREATE FUNCTION sms_error_for_staff(p_error text) RETURNS text
LANGUAGE sql IMMUTABLE SET search_path = public, pg_temp AS $$
    SELECT regexp_replace(p_error, '\+?[0-9][0-9 ]{6,18}[0-9]', '[number]', 'g');
$$;
REVOKE ALL ON FUNCTION sms_error_for_staff(text) FROM PUBLIC;

-- The national figures and failures: national grievance officers (no desk) and admins.
CREATE FUNCTION sms_national_member(p_token_sha256 bytea) RETURNS staff_account
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer', 'admin']);
BEGIN
    IF NOT 'admin' = ANY (v_member.roles) AND v_member.desk_state IS NOT NULL THEN
        RAISE EXCEPTION 'text message figures are for the national office and admins' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN v_member;
END $$;
REVOKE ALL ON FUNCTION sms_national_member(bytea) FROM PUBLIC;

-- Whether a message may go back to the outbox: given up (never capped: the cap is the rule
-- working), and its case or request still has a number it may use.
CREATE FUNCTION sms_retry_number(p_message sms_outbox) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT CASE WHEN p_message.state = 'dead' THEN coalesce(
        (SELECT g.phone FROM grievance g WHERE g.id = p_message.grievance AND g.may_contact AND g.personal_data_erased_at IS NULL),
        (SELECT r.phone FROM data_access_request r WHERE p_message.grievance IS NULL AND r.reference = p_message.request_reference
                                                      AND r.personal_data_erased_at IS NULL)) END;
$$;
REVOKE ALL ON FUNCTION sms_retry_number(sms_outbox) FROM PUBLIC;

-- One message as staff see it.
CREATE FUNCTION sms_row_for_staff(p_message sms_outbox) RETURNS jsonb
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT jsonb_build_object(
        'id', p_message.id, 'kind', p_message.kind, 'created_at', p_message.created_at, 'state', p_message.state,
        'sent_at', p_message.sent_at, 'attempts', p_message.attempts, 'last_error', sms_error_for_staff(p_message.last_error),
        'segments', p_message.segments, 'encoding', p_message.encoding,
        'cost_currency', p_message.cost_currency, 'cost_amount', p_message.cost_amount,
        'delivery_status', p_message.delivery_status, 'delivery_failure', sms_error_for_staff(p_message.delivery_failure),
        'delivery_reported_at', p_message.delivery_reported_at,
        'may_retry', sms_retry_number(p_message) IS NOT NULL);
$$;
REVOKE ALL ON FUNCTION sms_row_for_staff(sms_outbox) FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- 2. The messages of one case, for an officer whose desk covers it.
CREATE FUNCTION staff_grievance_sms(p_token_sha256 bytea, p_reference text) RETURNS SETOF jsonb
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference);
BEGIN
    RETURN QUERY SELECT sms_row_for_staff(o) FROM sms_outbox o WHERE o.grievance = v_grievance.id ORDER BY o.created_at, o.id;
END $$;
COMMENT ON FUNCTION staff_grievance_sms(bytea, text) IS 'The text messages of one grievance the officer''s desk covers, oldest first: kind, state, when sent, attempts, last error (numbers masked), segments, encoding, cost and delivery report; never the number, the code or the text. no_data_found for another state''s case.';
REVOKE ALL ON FUNCTION staff_grievance_sms(bytea, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_grievance_sms(bytea, text) TO nassco_office;

-- ---------------------------------------------------------------------------
-- 3. The national figures for a period [p_from, p_to), and its failures newest first a page at
-- a time after the key p_cursor ("<created_at>_<id>"). The failures' index keeps a page cheap
-- however many messages were sent.
CREATE INDEX sms_outbox_failed ON sms_outbox (created_at DESC, id DESC)
    WHERE state IN ('dead', 'capped') OR delivery_status IN ('Failed', 'Rejected');

CREATE FUNCTION staff_sms_summary(p_token_sha256 bytea, p_from timestamptz, p_to timestamptz,
                                  p_limit integer DEFAULT 50, p_cursor text DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := sms_national_member(p_token_sha256);
    v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
    v_after_at timestamptz;
    v_after_id bigint;
    v_failures jsonb;
BEGIN
    IF p_from IS NULL OR p_to IS NULL OR p_to <= p_from OR p_to - p_from > interval '367 days' THEN
        RAISE EXCEPTION 'a period is a start before its end, a year at most' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_cursor IS NOT NULL THEN
        BEGIN
            IF p_cursor !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d{1,18}$' THEN RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation'; END IF;
            v_after_at := split_part(p_cursor, '_', 1)::timestamptz;
            v_after_id := split_part(p_cursor, '_', 2)::bigint;
        EXCEPTION WHEN data_exception THEN
            RAISE EXCEPTION 'not a place in the list: %', left(p_cursor, 40) USING ERRCODE = 'invalid_parameter_value';
        END;
    END IF;
    SELECT coalesce(jsonb_agg(f.row ORDER BY f.created_at DESC, f.id DESC), '[]') INTO v_failures FROM (
        SELECT o.created_at, o.id,
               sms_row_for_staff(o) || jsonb_build_object(
                   'reference', coalesce(g.reference, o.request_reference),
                   'key', to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || o.id) AS row
        FROM sms_outbox o LEFT JOIN grievance g ON g.id = o.grievance
        WHERE (o.state IN ('dead', 'capped') OR o.delivery_status IN ('Failed', 'Rejected'))
          AND o.created_at >= p_from AND o.created_at < p_to
          AND (v_after_at IS NULL OR (o.created_at, o.id) < (v_after_at, v_after_id))
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT v_limit + 1) f;
    RETURN jsonb_build_object(
        'from', p_from, 'to', p_to,
        'by_kind_state', coalesce((SELECT jsonb_agg(jsonb_build_object('kind', kind, 'state', state, 'count', n) ORDER BY kind, state)
                                   FROM (SELECT o.kind, o.state, count(*) AS n FROM sms_outbox o
                                         WHERE o.created_at >= p_from AND o.created_at < p_to GROUP BY 1, 2) k), '[]'),
        'by_delivery', coalesce((SELECT jsonb_agg(jsonb_build_object('status', status, 'count', n) ORDER BY status)
                                 FROM (SELECT coalesce(o.delivery_status, 'none') AS status, count(*) AS n FROM sms_outbox o
                                       WHERE o.created_at >= p_from AND o.created_at < p_to AND o.state = 'sent' GROUP BY 1) d), '[]'),
        'cost', coalesce((SELECT jsonb_agg(jsonb_build_object('currency', currency, 'amount', amount) ORDER BY currency)
                          FROM (SELECT o.cost_currency AS currency, sum(o.cost_amount) AS amount FROM sms_outbox o
                                WHERE o.created_at >= p_from AND o.created_at < p_to AND o.cost_currency IS NOT NULL GROUP BY 1) c), '[]'),
        'failures', (SELECT coalesce(jsonb_agg(e ORDER BY n), '[]') FROM jsonb_array_elements(v_failures) WITH ORDINALITY AS x(e, n) WHERE n <= v_limit),
        'next', CASE WHEN jsonb_array_length(v_failures) > v_limit THEN v_failures -> (v_limit - 1) ->> 'key' END);
END $$;
COMMENT ON FUNCTION staff_sms_summary(bytea, timestamptz, timestamptz, integer, text) IS 'Text messages queued in [p_from, p_to), for the national office''s grievance officers and admins: counts by kind and state, sent ones by delivery status (none: no report yet), cost by currency, and the failures (dead, capped, delivery Failed or Rejected) newest first, p_limit after the key p_cursor, each with its case''s or request''s reference; next is the key of the page after. Never a number, code or text.';
REVOKE ALL ON FUNCTION staff_sms_summary(bytea, timestamptz, timestamptz, integer, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_sms_summary(bytea, timestamptz, timestamptz, integer, text) TO nassco_office;

-- ---------------------------------------------------------------------------
-- 4. A message given up goes back to the outbox, to the number its case still has.
CREATE FUNCTION staff_sms_retry(p_token_sha256 bytea, p_id bigint) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := sms_national_member(p_token_sha256);
    v_message sms_outbox;
    v_number text;
    v_subject text;
BEGIN
    SELECT * INTO v_message FROM sms_outbox o WHERE o.id = p_id FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no text message %', p_id USING ERRCODE = 'no_data_found';
    END IF;
    v_number := sms_retry_number(v_message);
    IF v_number IS NULL THEN
        RAISE EXCEPTION 'text message % is %, or its case has no number to send to: it cannot be sent again', p_id, v_message.state
              USING ERRCODE = 'check_violation';
    END IF;
    UPDATE sms_outbox SET state = 'pending', recipient = v_number, recipient_sha256 = sha256(convert_to(v_number, 'UTF8')),
                          attempts = 0, next_attempt_at = now(), last_error = NULL
    WHERE id = v_message.id;
    v_subject := coalesce((SELECT g.reference FROM grievance g WHERE g.id = v_message.grievance), v_message.request_reference, 'sms:' || p_id);
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_member.name, 'sms retried', v_subject,
            jsonb_build_object('message', p_id, 'kind', v_message.kind, 'state', v_message.state, 'attempts', v_message.attempts),
            jsonb_build_object('message', p_id, 'state', 'pending'));
    PERFORM pg_notify('nassco_sms_queued', '');
    RETURN v_subject;
END $$;
COMMENT ON FUNCTION staff_sms_retry(bytea, bigint) IS 'Puts a dead text message back in the outbox (pending, attempts from 0) to the number its grievance or request still has with consent; never a capped one. National office and admins; audited. Returns the case''s or request''s reference.';
REVOKE ALL ON FUNCTION staff_sms_retry(bytea, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_sms_retry(bytea, bigint) TO nassco_office;

-- ---------------------------------------------------------------------------
-- 5. The place step: the national office names the state (and LGA) of a case sent without one,
-- after calling back. From then on the state's desk sees it, as any other of its cases.
ALTER TABLE grievance_event DROP CONSTRAINT grievance_event_kind_check;
ALTER TABLE grievance_event ADD CONSTRAINT grievance_event_kind_check
    CHECK (kind IN ('note', 'reply', 'status', 'assigned', 'escalated', 'letter', 'placed'));

CREATE FUNCTION staff_grievance_place(p_token_sha256 bytea, p_reference text, p_state text, p_lga text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance;
    v_lga text := nullif(btrim(p_lga), '');
BEGIN
    IF v_member.desk_state IS NOT NULL THEN
        RAISE EXCEPTION 'only the national office places a case in a state' USING ERRCODE = 'insufficient_privilege';
    END IF;
    v_grievance := grievance_for_member(v_member, p_reference, true);
    IF v_grievance.state IS NOT NULL THEN
        RAISE EXCEPTION 'grievance % is already in %', p_reference, v_grievance.state USING ERRCODE = 'check_violation';
    END IF;
    IF NOT EXISTS (SELECT FROM register_state s WHERE s.name = p_state) THEN
        RAISE EXCEPTION 'there is no state % in the register', p_state USING ERRCODE = 'check_violation', CONSTRAINT = 'grievance_state_check';
    END IF;
    -- As the web form checks it: an LGA the register names for that state (the app gives its spelling).
    IF v_lga IS NOT NULL AND NOT EXISTS (SELECT FROM lga_summary l WHERE l.state = p_state AND l.lga = v_lga AND NOT l.is_total) THEN
        RAISE EXCEPTION 'there is no LGA % in %', v_lga, p_state USING ERRCODE = 'check_violation', CONSTRAINT = 'grievance_lga_check';
    END IF;
    UPDATE grievance SET state = p_state, lga = v_lga WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'placed', concat_ws(', ', v_lga, p_state), v_member.name, 'grievance placed',
                             jsonb_build_object('state', NULL, 'lga', v_grievance.lga), jsonb_build_object('state', p_state, 'lga', v_lga));
END $$;
COMMENT ON FUNCTION staff_grievance_place(bytea, text, text, text) IS 'The national office places a grievance that came without a state (a free SMS) in a register state and, optionally, one of its LGAs; a placed event and an audit row. Refused for a state desk and for a case that has a state.';
REVOKE ALL ON FUNCTION staff_grievance_place(bytea, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_grievance_place(bytea, text, text, text) TO nassco_office;

-- ---------------------------------------------------------------------------
-- 6. Null state where it can now appear. A state-less case is the national office's from the
-- start; should one still be at the state level when escalation runs, its event must not read
-- "the  desk".
CREATE OR REPLACE FUNCTION run_grievance_escalation(p_after integer)
RETURNS integer
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
                       WHERE o.resolved_at IS NULL AND o.level = 'state' AND working_days_between(o.created_at, now()) > p_after
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
END $$;
COMMENT ON FUNCTION run_grievance_escalation(integer) IS 'Sends every grievance still open at its state desk over p_after working days (GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS) to the national office, with an escalated event by system and an audit row each; a case without a state says so. Idempotent. Returns how many moved.';

-- ---------------------------------------------------------------------------
-- 7. The queue's state filter may ask for the cases without a state ('none'): the national
-- office's list of cases to place. A state desk's own state still overrides whatever is asked.

CREATE OR REPLACE FUNCTION public.staff_grievances(p_token_sha256 bytea, p_view text, p_category text, p_state text, p_limit integer, p_cursor text DEFAULT NULL::text, p_backward boolean DEFAULT false, p_now timestamp with time zone DEFAULT now())
 RETURNS TABLE(grievance jsonb, key text, more_before boolean, more_after boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_limit integer := least(greatest(p_limit, 1), 200);
    -- A state desk sees its own state whatever it asks for; the national office may choose one.
    v_state text := coalesce(v_member.desk_state, nullif(p_state, ''));
    -- The view's rows; $3 the member, $4 Lagos today, $9 the state, $10 the category.
    v_filter text := CASE p_view
        WHEN 'new' THEN 'g.status = ''received'''
        WHEN 'mine' THEN 'g.resolved_at IS NULL AND g.assignee = $3'
        WHEN 'unassigned' THEN 'g.resolved_at IS NULL AND g.assignee IS NULL'
        WHEN 'overdue' THEN 'g.resolved_at IS NULL AND g.expected_on < $4'
        WHEN 'escalated' THEN 'g.level = ''national'' AND g.resolved_at IS NULL'
        WHEN 'waiting' THEN 'g.status = ''waiting'''
        WHEN 'resolved' THEN 'g.resolved_at IS NOT NULL'
        WHEN 'open' THEN 'g.resolved_at IS NULL' END
        || ' AND ($9::text IS NULL OR g.state = $9 OR ($9 = ''none'' AND g.state IS NULL)) AND ($10::text IS NULL OR g.category = $10)';
    v_at text := CASE WHEN p_view = 'resolved' THEN 'g.resolved_at' ELSE 'g.created_at' END;
    -- Resolved lists newest first; the others oldest first. Going back reads the other way.
    v_up boolean := (p_view <> 'resolved') <> coalesce(p_backward, false);
    v_after_at timestamptz;
    v_after_id integer;
BEGIN
    IF p_view IS NULL OR p_view NOT IN ('new', 'mine', 'unassigned', 'overdue', 'escalated', 'waiting', 'resolved', 'open') THEN
        RAISE EXCEPTION 'there is no view %', p_view USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_cursor IS NOT NULL THEN
        BEGIN
            IF p_cursor !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d{1,10}$' THEN RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation'; END IF;
            v_after_at := split_part(p_cursor, '_', 1)::timestamptz;
            v_after_id := split_part(p_cursor, '_', 2)::integer;
        EXCEPTION WHEN data_exception THEN
            RAISE EXCEPTION 'not a place in the queue: %', left(p_cursor, 40) USING ERRCODE = 'invalid_parameter_value';
        END;
    END IF;
    RETURN QUERY EXECUTE format($query$
        WITH page AS MATERIALIZED (
            SELECT g AS row, %2$s AS at, g.id AS id FROM grievance g
            WHERE %1$s AND %3$s
            ORDER BY %2$s %4$s, g.id %4$s
            LIMIT $2 + 1
        ), beyond AS (
            SELECT $5::timestamptz IS NOT NULL AND coalesce((
                SELECT true FROM grievance g WHERE %1$s AND (%2$s, g.id) %6$s ($5, $6)
                ORDER BY %2$s %7$s, g.id %7$s LIMIT 1), false) AS more
        )
        SELECT grievance_row_for_staff(p.row, $7),
               to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || p.id,
               CASE WHEN $8 THEN (SELECT count(*) > $2 FROM page) ELSE (SELECT more FROM beyond) END,
               CASE WHEN $8 THEN (SELECT more FROM beyond) ELSE (SELECT count(*) > $2 FROM page) END
        FROM (SELECT * FROM page ORDER BY at %4$s, id %4$s LIMIT $2) p
        ORDER BY p.at %5$s, p.id %5$s
        $query$,
        v_filter, v_at,
        CASE WHEN v_after_at IS NULL THEN 'true' ELSE format('(%s, g.id) %s ($5, $6)', v_at, CASE WHEN v_up THEN '>' ELSE '<' END) END,
        CASE WHEN v_up THEN 'ASC' ELSE 'DESC' END,
        CASE WHEN p_view = 'resolved' THEN 'DESC' ELSE 'ASC' END,
        CASE WHEN v_up THEN '<=' ELSE '>=' END,
        CASE WHEN v_up THEN 'DESC' ELSE 'ASC' END)
    USING p_now, v_limit, v_member.name, (p_now AT TIME ZONE 'Africa/Lagos')::date,
          v_after_at, v_after_id, p_now, coalesce(p_backward, false), v_state, nullif(p_category, '');
END $function$;

COMMENT ON FUNCTION public.staff_grievances(p_token_sha256 bytea, p_view text, p_category text, p_state text, p_limit integer, p_cursor text, p_backward boolean, p_now timestamp with time zone) IS 'A page of one of the grievance queue''s views (new, mine, unassigned, overdue, escalated, waiting, resolved, open) for a grievance officer''s session, within their desk, optionally of one category and (for the national office) one state, or none (''none'': the cases sent without one): up to p_limit rows after the key p_cursor (before it with p_backward), each with its key, and whether the view has rows before and after the page.';

CREATE OR REPLACE FUNCTION public.staff_grievance_counts(p_token_sha256 bytea, p_category text DEFAULT NULL::text, p_state text DEFAULT NULL::text, p_now timestamp with time zone DEFAULT now())
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_state text := coalesce(v_member.desk_state, nullif(p_state, ''));
    v_category text := nullif(p_category, '');
    v_today date := (p_now AT TIME ZONE 'Africa/Lagos')::date;
BEGIN
    -- Open cases are few beside resolved ones: one pass over the open index counts every open view.
    RETURN (SELECT jsonb_build_object(
        'new', count(*) FILTER (WHERE g.status = 'received'),
        'mine', count(*) FILTER (WHERE g.assignee = v_member.name),
        'unassigned', count(*) FILTER (WHERE g.assignee IS NULL),
        'overdue', count(*) FILTER (WHERE g.expected_on < v_today),
        'escalated', count(*) FILTER (WHERE g.level = 'national'),
        'waiting', count(*) FILTER (WHERE g.status = 'waiting'),
        'open', count(*),
        'resolved', (SELECT count(*) FROM grievance r WHERE r.resolved_at IS NOT NULL
                     AND (v_state IS NULL OR r.state = v_state OR (v_state = 'none' AND r.state IS NULL)) AND (v_category IS NULL OR r.category = v_category)),
        'overdue_escalated', count(*) FILTER (WHERE g.level = 'national' AND g.expected_on < v_today),
        'overdue_mine', count(*) FILTER (WHERE g.assignee = v_member.name AND g.expected_on < v_today),
        -- The desk the counts are for: null for the national office.
        'desk', v_member.desk_state)
    FROM grievance g
    WHERE g.resolved_at IS NULL AND (v_state IS NULL OR g.state = v_state OR (v_state = 'none' AND g.state IS NULL)) AND (v_category IS NULL OR g.category = v_category));
END $function$;

COMMENT ON FUNCTION public.staff_grievance_counts(p_token_sha256 bytea, p_category text, p_state text, p_now timestamp with time zone) IS 'How many grievances each view of the queue holds within the officer''s desk (and the chosen category and state, or ''none'' for the cases without one), with how many of the escalated and of the officer''s own are overdue, and the officer''s desk (null for the national office).';
