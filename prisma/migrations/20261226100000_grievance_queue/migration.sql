-- The back office's grievance queue and case page (issue 50): a grievance officer works a case to its
-- resolution. Every read and change goes through a function below, run by the back office's own login
-- (nassco_office) with the signed-in officer's session, so the database, not the app, decides who may:
-- an officer with a desk state (staff_account.desk_state) reaches only that state's cases, and cannot
-- even learn that another state's case exists; one without is the national office and reaches all.
-- Each change writes the case's history (grievance_event) and the audit log under the officer's name;
-- contact details are handed out only for a read already committed to the audit log; letters go only
-- to a person who gave an e-mail address and agreed to be contacted (decision 0066).

-- ---------------------------------------------------------------------------
-- The moves an officer may make by hand. A resolution is its own action (staff_grievance_resolve),
-- from any open status, with a category and a reply that explains it.

CREATE TABLE grievance_status_transition (
    from_status text NOT NULL CHECK (from_status IN ('received', 'in-progress', 'waiting')),
    to_status   text NOT NULL CHECK (to_status IN ('in-progress', 'waiting')),
    PRIMARY KEY (from_status, to_status),
    CHECK (from_status <> to_status)
);
INSERT INTO grievance_status_transition (from_status, to_status) VALUES
    ('received', 'in-progress'), ('received', 'waiting'), ('in-progress', 'waiting'), ('waiting', 'in-progress');
REVOKE ALL ON grievance_status_transition FROM PUBLIC;
COMMENT ON TABLE grievance_status_transition IS 'The status changes a grievance officer may make by hand: received → in-progress or waiting, in-progress ⇄ waiting. Resolving is staff_grievance_resolve.';

-- ---------------------------------------------------------------------------
-- The queue's views, each a range of an index in (created_at, id) order (resolved: resolved_at),
-- for the whole country and for one state's desk.

CREATE INDEX grievance_queue_open ON grievance (created_at, id) WHERE resolved_at IS NULL;
CREATE INDEX grievance_queue_open_state ON grievance (state, created_at, id) WHERE resolved_at IS NULL;
CREATE INDEX grievance_queue_new ON grievance (created_at, id) WHERE status = 'received';
CREATE INDEX grievance_queue_waiting ON grievance (created_at, id) WHERE status = 'waiting';
CREATE INDEX grievance_queue_escalated ON grievance (created_at, id) WHERE level = 'national' AND resolved_at IS NULL;
CREATE INDEX grievance_queue_mine ON grievance (assignee, created_at, id) WHERE resolved_at IS NULL;
CREATE INDEX grievance_queue_overdue ON grievance (expected_on, created_at, id) WHERE resolved_at IS NULL;
CREATE INDEX grievance_queue_resolved ON grievance (resolved_at, id) WHERE resolved_at IS NOT NULL;
CREATE INDEX grievance_queue_resolved_state ON grievance (state, resolved_at, id) WHERE resolved_at IS NOT NULL;

-- ---------------------------------------------------------------------------
-- Letters to the person: each public reply and the closing letter, when they gave an e-mail address
-- and agreed to be contacted. The message waits in the outbox; this keeps it in the case's history
-- and follows whether it went.

INSERT INTO mail_kind (kind, priority) VALUES ('grievance letter', 1) ON CONFLICT DO NOTHING;

CREATE TABLE grievance_letter (
    id         bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    grievance  integer     NOT NULL REFERENCES grievance (id) ON DELETE CASCADE,
    subject    text        NOT NULL,
    message_id text        NOT NULL UNIQUE,
    state      text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dead')),
    written_by text        NOT NULL,
    written_at timestamptz NOT NULL DEFAULT now(),
    sent_at    timestamptz
);
CREATE INDEX grievance_letter_grievance ON grievance_letter (grievance, written_at);
REVOKE ALL ON grievance_letter FROM PUBLIC;
COMMENT ON TABLE grievance_letter IS 'Every letter to the person about their grievance (a public reply, the closing letter): its subject, never its address. Kept as long as the case; the message itself leaves the outbox once sent.';
COMMENT ON COLUMN grievance_letter.state IS 'pending until the mail server takes it; sent; or dead (every attempt failed; see mail_outbox_summary).';

CREATE FUNCTION grievance_letter_state() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    UPDATE grievance_letter SET state = NEW.state, sent_at = NEW.sent_at WHERE message_id = NEW.message_id;
    RETURN NEW;
END $$;
CREATE TRIGGER mail_outbox_grievance_letter_state AFTER UPDATE OF state ON mail_outbox
    FOR EACH ROW WHEN (NEW.kind = 'grievance letter' AND NEW.state IN ('pending', 'sent', 'dead') AND NEW.state IS DISTINCT FROM OLD.state)
    EXECUTE FUNCTION grievance_letter_state();

-- ---------------------------------------------------------------------------
-- The desk: one rule, used by every function below.

CREATE FUNCTION grievance_in_desk(p_member staff_account, p_state text) RETURNS boolean
LANGUAGE sql IMMUTABLE SET search_path = public, pg_temp AS $$
    SELECT p_member.desk_state IS NULL OR p_member.desk_state = p_state;
$$;
COMMENT ON FUNCTION grievance_in_desk(staff_account, text) IS 'Whether a grievance officer''s desk covers a state: the national office (no desk_state) covers every state, a state desk only its own.';

CREATE FUNCTION grievance_for_member(p_member staff_account, p_reference text, p_lock boolean DEFAULT false) RETURNS grievance
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_grievance grievance;
BEGIN
    IF p_lock THEN
        SELECT * INTO v_grievance FROM grievance g WHERE g.reference = p_reference AND grievance_in_desk(p_member, g.state) FOR UPDATE;
    ELSE
        SELECT * INTO v_grievance FROM grievance g WHERE g.reference = p_reference AND grievance_in_desk(p_member, g.state);
    END IF;
    -- Another state's case reads exactly as one that does not exist.
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no grievance %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    RETURN v_grievance;
END $$;
COMMENT ON FUNCTION grievance_for_member(staff_account, text, boolean) IS 'A grievance the officer''s desk covers (locked for a change with p_lock), or no_data_found: another state''s case reads as one that does not exist.';

-- A case as the back office shows it: never the contact details, the status code or the receipt.
CREATE FUNCTION grievance_row_for_staff(p_grievance grievance, p_now timestamptz) RETURNS jsonb
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT (to_jsonb(p_grievance) - ARRAY['contact_name', 'phone', 'email', 'status_code_sha256', 'receipt_token'])
        || jsonb_build_object(
            'overdue', p_grievance.resolved_at IS NULL AND p_grievance.expected_on < (p_now AT TIME ZONE 'Africa/Lagos')::date,
            'has_email', p_grievance.email IS NOT NULL,
            'has_phone', p_grievance.phone IS NOT NULL,
            'anonymous', p_grievance.contact_name IS NULL AND p_grievance.phone IS NULL AND p_grievance.email IS NULL);
$$;

-- One event in the case's history and one row in the audit log, under the officer's name.
CREATE FUNCTION grievance_record(p_grievance grievance, p_kind text, p_body text, p_actor text, p_action text, p_before jsonb, p_after jsonb)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (p_grievance.id, p_kind, p_body, p_actor);
    INSERT INTO audit_log (actor, action, subject, before, after) VALUES (p_actor, p_action, p_grievance.reference, p_before, p_after);
    UPDATE grievance SET updated_at = now() WHERE id = p_grievance.id;
END $$;

-- A letter to the person, only with their address and their consent; true when it was written.
CREATE FUNCTION grievance_letter_queue(p_grievance grievance, p_actor text, p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb)
RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF p_message_id IS NULL OR p_grievance.email IS NULL OR NOT p_grievance.may_contact THEN
        RETURN false;
    END IF;
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
    VALUES (p_message_id, 'grievance letter', p_grievance.email, p_subject, p_text, p_html, coalesce(p_headers, '{}'));
    INSERT INTO grievance_letter (grievance, subject, message_id, written_by) VALUES (p_grievance.id, p_subject, p_message_id, p_actor);
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (p_grievance.id, 'letter', p_subject, p_actor);
    INSERT INTO audit_log (actor, action, subject, after) VALUES (p_actor, 'grievance letter written', p_grievance.reference, jsonb_build_object('subject', p_subject));
    PERFORM pg_notify('nassco_mail_queued', '');
    RETURN true;
END $$;

-- ---------------------------------------------------------------------------
-- The queue.

CREATE FUNCTION staff_grievances(p_token_sha256 bytea, p_view text, p_category text, p_state text, p_limit integer,
                                 p_cursor text DEFAULT NULL, p_backward boolean DEFAULT false, p_now timestamptz DEFAULT now())
RETURNS TABLE (grievance jsonb, key text, more_before boolean, more_after boolean)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
        || ' AND ($9::text IS NULL OR g.state = $9) AND ($10::text IS NULL OR g.category = $10)';
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
END $$;
COMMENT ON FUNCTION staff_grievances(bytea, text, text, text, integer, text, boolean, timestamptz) IS 'A page of one of the grievance queue''s views (new, mine, unassigned, overdue, escalated, waiting, resolved, open) for a grievance officer''s session, within their desk, optionally of one category and (for the national office) one state: up to p_limit rows after the key p_cursor (before it with p_backward), each with its key, and whether the view has rows before and after the page.';

CREATE FUNCTION staff_grievance_counts(p_token_sha256 bytea, p_category text DEFAULT NULL, p_state text DEFAULT NULL, p_now timestamptz DEFAULT now())
RETURNS jsonb
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
                     AND (v_state IS NULL OR r.state = v_state) AND (v_category IS NULL OR r.category = v_category)),
        'overdue_escalated', count(*) FILTER (WHERE g.level = 'national' AND g.expected_on < v_today),
        'overdue_mine', count(*) FILTER (WHERE g.assignee = v_member.name AND g.expected_on < v_today),
        -- The desk the counts are for: null for the national office.
        'desk', v_member.desk_state)
    FROM grievance g
    WHERE g.resolved_at IS NULL AND (v_state IS NULL OR g.state = v_state) AND (v_category IS NULL OR g.category = v_category));
END $$;
COMMENT ON FUNCTION staff_grievance_counts(bytea, text, text, timestamptz) IS 'How many grievances each view of the queue holds within the officer''s desk (and the chosen category and state), with how many of the escalated and of the officer''s own are overdue, and the officer''s desk (null for the national office).';

-- ---------------------------------------------------------------------------
-- The case.

CREATE FUNCTION staff_grievance(p_token_sha256 bytea, p_reference text)
RETURNS TABLE (grievance jsonb, events jsonb, letters jsonb, moves text[])
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference);
BEGIN
    RETURN QUERY SELECT
        grievance_row_for_staff(v_grievance, now()),
        coalesce((SELECT jsonb_agg(jsonb_build_object('kind', e.kind, 'body', e.body, 'written_by', e.written_by, 'written_at', e.written_at)
                                   ORDER BY e.written_at, e.id)
                  FROM grievance_event e WHERE e.grievance = v_grievance.id), '[]'::jsonb),
        coalesce((SELECT jsonb_agg(jsonb_build_object('subject', l.subject, 'state', l.state, 'written_by', l.written_by,
                                                      'written_at', l.written_at, 'sent_at', l.sent_at) ORDER BY l.id)
                  FROM grievance_letter l WHERE l.grievance = v_grievance.id), '[]'::jsonb),
        ARRAY(SELECT t.to_status FROM grievance_status_transition t WHERE t.from_status = v_grievance.status ORDER BY t.to_status);
END $$;
COMMENT ON FUNCTION staff_grievance(bytea, text) IS 'One grievance the officer''s desk covers, without contact details: its history (notes, replies, changes), its letters and the statuses it may move to. no_data_found for a reference there is none of, or of another state.';

CREATE FUNCTION staff_grievance_officers(p_token_sha256 bytea, p_reference text)
RETURNS TABLE (name text, display_name text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference);
BEGIN
    RETURN QUERY SELECT a.name, a.display_name FROM staff_account a
                 WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND grievance_in_desk(a, v_grievance.state)
                 ORDER BY a.display_name, a.name;
END $$;
COMMENT ON FUNCTION staff_grievance_officers(bytea, text) IS 'The grievance officers a case may be given to: those whose desk covers its state.';

CREATE FUNCTION staff_grievance_assign(p_token_sha256 bytea, p_reference text, p_assignee text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    IF v_grievance.resolved_at IS NOT NULL THEN
        RAISE EXCEPTION 'Grievance % is resolved.', p_reference USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    IF p_assignee IS NOT NULL AND NOT EXISTS (
        SELECT FROM staff_account a WHERE a.name = p_assignee AND 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL
          AND grievance_in_desk(a, v_grievance.state)) THEN
        RAISE EXCEPTION '% is not a grievance officer for %', p_assignee, v_grievance.state USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_assignee IS NOT DISTINCT FROM v_grievance.assignee THEN RETURN; END IF;
    UPDATE grievance SET assignee = p_assignee WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'assigned', p_assignee, v_member.name, 'grievance assigned',
                             jsonb_build_object('assignee', v_grievance.assignee), jsonb_build_object('assignee', p_assignee));
END $$;
COMMENT ON FUNCTION staff_grievance_assign(bytea, text, text) IS 'Gives an open grievance to a grievance officer whose desk covers its state, or to nobody (null).';

CREATE FUNCTION staff_grievance_move(p_token_sha256 bytea, p_reference text, p_status text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    IF NOT EXISTS (SELECT FROM grievance_status_transition t WHERE t.from_status = v_grievance.status AND t.to_status = p_status) THEN
        RAISE EXCEPTION 'Grievance % is %; it cannot move to %.', p_reference, v_grievance.status, p_status USING ERRCODE = 'check_violation';
    END IF;
    -- The first officer to start work on an unassigned case is its assignee.
    UPDATE grievance SET status = p_status, assignee = coalesce(assignee, v_member.name) WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'status', p_status, v_member.name, 'grievance status change',
                             jsonb_build_object('status', v_grievance.status), jsonb_build_object('status', p_status));
END $$;
COMMENT ON FUNCTION staff_grievance_move(bytea, text, text) IS 'Changes an open grievance''s status as grievance_status_transition allows.';

CREATE FUNCTION staff_grievance_note(p_token_sha256 bytea, p_reference text, p_body text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    -- The note's words stay in the case's history only: the audit log records that one was written.
    PERFORM grievance_record(v_grievance, 'note', p_body, v_member.name, 'grievance note', NULL, NULL);
END $$;
COMMENT ON FUNCTION staff_grievance_note(bytea, text, text) IS 'An internal note on a grievance, for staff only: the person never sees it.';

CREATE FUNCTION staff_grievance_reply(p_token_sha256 bytea, p_reference text, p_body text,
                                      p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb)
RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    PERFORM grievance_record(v_grievance, 'reply', p_body, v_member.name, 'grievance reply', NULL, NULL);
    RETURN grievance_letter_queue(v_grievance, v_member.name, p_message_id, p_subject, p_text, p_html, p_headers);
END $$;
COMMENT ON FUNCTION staff_grievance_reply(bytea, text, text, text, text, text, text, jsonb) IS 'A public reply on a grievance, shown on its status page, with its letter when the person gave an e-mail address and agreed to be contacted: true when the letter was written.';

CREATE FUNCTION staff_grievance_escalate(p_token_sha256 bytea, p_reference text)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    IF v_grievance.resolved_at IS NOT NULL OR v_grievance.level = 'national' THEN
        RAISE EXCEPTION 'Grievance % is resolved or with the national office already.', p_reference USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    UPDATE grievance SET level = 'national', escalated_at = now() WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'escalated', NULL, v_member.name, 'grievance escalated',
                             jsonb_build_object('level', 'state'), jsonb_build_object('level', 'national'));
END $$;
COMMENT ON FUNCTION staff_grievance_escalate(bytea, text) IS 'Sends an open grievance to the national office by hand (the state desk keeps seeing it).';

CREATE FUNCTION staff_grievance_resolve(p_token_sha256 bytea, p_reference text, p_resolution text, p_reply text,
                                        p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb)
RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    IF v_grievance.resolved_at IS NOT NULL THEN
        RAISE EXCEPTION 'Grievance % is resolved already.', p_reference USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    IF coalesce(length(trim(p_reply)), 0) = 0 THEN
        RAISE EXCEPTION 'A resolution needs a reply that explains it.' USING ERRCODE = 'not_null_violation';
    END IF;
    -- The resolution's CHECK refuses a category that is not one.
    UPDATE grievance SET status = 'resolved', resolution = p_resolution, resolved_at = now(), assignee = coalesce(assignee, v_member.name)
    WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'reply', p_reply, v_member.name, 'grievance resolved',
                             jsonb_build_object('status', v_grievance.status), jsonb_build_object('status', 'resolved', 'resolution', p_resolution));
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (v_grievance.id, 'status', 'resolved', v_member.name);
    RETURN grievance_letter_queue(v_grievance, v_member.name, p_message_id, p_subject, p_text, p_html, p_headers);
END $$;
COMMENT ON FUNCTION staff_grievance_resolve(bytea, text, text, text, text, text, text, text, jsonb) IS 'Resolves an open grievance with a resolution category and a public reply that explains it, with the closing letter when the person gave an e-mail address and agreed to be contacted: true when the letter was written.';

-- ---------------------------------------------------------------------------
-- Contact details: a ticket that records the read and commits on its own, then the details for it.

CREATE FUNCTION staff_grievance_contact_ticket(p_token_sha256 bytea, p_reference text)
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference);
    v_ticket bigint;
BEGIN
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'read grievance contact details', v_grievance.reference)
    RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $$;
COMMENT ON FUNCTION staff_grievance_contact_ticket(bytea, text) IS 'Records in the audit log that the officer reads a grievance''s contact details; the ticket is good for staff_grievance_contact once its transaction has committed.';

CREATE FUNCTION staff_grievance_contact(p_token_sha256 bytea, p_ticket bigint)
RETURNS TABLE (reference text, contact_name text, phone text, email text, may_contact boolean, erased_at timestamptz)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read grievance contact details', v_member.name);
    -- The desk is checked again: a ticket is no way round it.
    v_grievance grievance := grievance_for_member(v_member, v_ticket.subject);
BEGIN
    RETURN QUERY SELECT v_grievance.reference, v_grievance.contact_name, v_grievance.phone, v_grievance.email,
                        v_grievance.may_contact, v_grievance.personal_data_erased_at;
END $$;
COMMENT ON FUNCTION staff_grievance_contact(bytea, bigint) IS 'A grievance''s contact details (name, phone, e-mail, consent), for a committed ticket of the officer''s from staff_grievance_contact_ticket.';

-- ---------------------------------------------------------------------------
-- Only the back office runs these, and each checks the officer's role and desk itself.

DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY[
        'grievance_in_desk(staff_account, text)', 'grievance_for_member(staff_account, text, boolean)',
        'grievance_row_for_staff(grievance, timestamptz)', 'grievance_record(grievance, text, text, text, text, jsonb, jsonb)',
        'grievance_letter_queue(grievance, text, text, text, text, text, jsonb)', 'grievance_letter_state()'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
    END LOOP;
    FOREACH v_function IN ARRAY ARRAY[
        'staff_grievances(bytea, text, text, text, integer, text, boolean, timestamptz)',
        'staff_grievance_counts(bytea, text, text, timestamptz)',
        'staff_grievance(bytea, text)', 'staff_grievance_officers(bytea, text)',
        'staff_grievance_assign(bytea, text, text)', 'staff_grievance_move(bytea, text, text)',
        'staff_grievance_note(bytea, text, text)',
        'staff_grievance_reply(bytea, text, text, text, text, text, text, jsonb)',
        'staff_grievance_escalate(bytea, text)',
        'staff_grievance_resolve(bytea, text, text, text, text, text, text, text, jsonb)',
        'staff_grievance_contact_ticket(bytea, text)', 'staff_grievance_contact(bytea, bigint)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_office', v_function);
    END LOOP;
END $$;
