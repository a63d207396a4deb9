-- Data access requests in the back office (issue 35,
-- docs/decisions/0038-requests-in-the-back-office.md): the request officer's
-- queue, letters to requesters, paper and e-mailed requests, attachments, the
-- requester's own status page, exports, statistics and a daily digest.
--
-- As for publishing, the site reaches everything here through functions that
-- take the hash of the signed-in person's session cookie and check their role
-- in the database (staff_member); every change and every read of personal
-- data names that person in audit_log. The workflow's rules stay where they
-- were: dar_status_transition, and one function that moves a request.

-- ---------------------------------------------------------------------------
-- Who did it. Rows written by triggers (a status change, an erasure) name the
-- signed-in person that staff_member() set for the transaction, and otherwise
-- the database login, as before.

ALTER TABLE audit_log ALTER COLUMN actor SET DEFAULT coalesce(nullif(current_setting('nassco.actor', true), ''), session_user::text);
COMMENT ON COLUMN audit_log.actor IS 'Who did it: the back office''s signed-in person (their account name), a staff member''s own database login, nassco_app for the site''s own jobs, or nassco_owner.';

-- ---------------------------------------------------------------------------
-- Public holidays: a request's age counts working days, and a holiday is not one.

CREATE TABLE public_holiday (
    day      date        PRIMARY KEY,
    name     text        NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 120),
    added_by text        NOT NULL DEFAULT coalesce(nullif(current_setting('nassco.actor', true), ''), session_user::text),
    added_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE public_holiday IS 'Nigerian public holidays, which do not count as working days in a request''s age. Request officers and admins keep it up to date in the back office: the Federal Government declares the Muslim holidays, and any extra days, each year.';
COMMENT ON COLUMN public_holiday.day IS 'The day, in Lagos time.';
COMMENT ON COLUMN public_holiday.name IS 'The holiday, as the Federal Government names it.';
COMMENT ON COLUMN public_holiday.added_by IS 'Who added it: a back-office account, or the migration for the days the Public Holidays Act fixes.';

-- The days the Public Holidays Act fixes (as amended in 2019 for Democracy Day), and Easter's.
INSERT INTO public_holiday (day, name, added_by)
SELECT d.day, d.name, 'migration (Public Holidays Act)'
FROM (VALUES
    ('2025-01-01'::date, 'New Year''s Day'), ('2025-04-18', 'Good Friday'), ('2025-04-21', 'Easter Monday'),
    ('2025-05-01', 'Workers'' Day'), ('2025-06-12', 'Democracy Day'), ('2025-10-01', 'Independence Day'),
    ('2025-12-25', 'Christmas Day'), ('2025-12-26', 'Boxing Day'),
    ('2026-01-01', 'New Year''s Day'), ('2026-04-03', 'Good Friday'), ('2026-04-06', 'Easter Monday'),
    ('2026-05-01', 'Workers'' Day'), ('2026-06-12', 'Democracy Day'), ('2026-10-01', 'Independence Day'),
    ('2026-12-25', 'Christmas Day'), ('2026-12-26', 'Boxing Day'),
    ('2027-01-01', 'New Year''s Day'), ('2027-03-26', 'Good Friday'), ('2027-03-29', 'Easter Monday'),
    ('2027-05-01', 'Workers'' Day'), ('2027-06-12', 'Democracy Day'), ('2027-10-01', 'Independence Day'),
    ('2027-12-25', 'Christmas Day'), ('2027-12-26', 'Boxing Day')
) AS d(day, name);

CREATE OR REPLACE FUNCTION working_days_between(p_from timestamptz, p_to timestamptz) RETURNS integer
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT count(*)::integer
    FROM generate_series((p_from AT TIME ZONE 'Africa/Lagos')::date + 1, (p_to AT TIME ZONE 'Africa/Lagos')::date, interval '1 day') AS g(at)
    WHERE extract(isodow FROM g.at) < 6
      AND NOT EXISTS (SELECT FROM public_holiday h WHERE h.day = g.at::date);
$$;
COMMENT ON FUNCTION working_days_between(timestamptz, timestamptz) IS 'Monday-to-Friday days after p_from up to p_to, in Lagos time, that are not in public_holiday.';

-- ---------------------------------------------------------------------------
-- What the office reviews, beyond the spec's fields; paper and e-mailed
-- requests; the language of the form; the requester's status code.

ALTER TABLE data_access_request DROP CONSTRAINT data_access_request_channel_check;
ALTER TABLE data_access_request
    ADD CONSTRAINT data_access_request_channel_check CHECK (channel IN ('web form', 'api', 'paper', 'e-mail')),
    ADD COLUMN purpose            text        CHECK (length(purpose) <= 2000),
    ADD COLUMN data_period        text        CHECK (length(data_period) <= 200),
    ADD COLUMN data_format        text        CHECK (length(data_format) <= 200),
    ADD COLUMN data_protection    text        CHECK (length(data_protection) <= 2000),
    ADD COLUMN locale             text        NOT NULL DEFAULT 'en' REFERENCES content_locale (code),
    ADD COLUMN status_code_sha256 bytea       CHECK (length(status_code_sha256) = 32),
    ADD COLUMN email_confirmed_at timestamptz,
    ADD COLUMN entered_by         text        CHECK (length(entered_by) <= 63),
    ADD CONSTRAINT data_access_request_entered_by_staff CHECK ((channel IN ('paper', 'e-mail')) = (entered_by IS NOT NULL));

COMMENT ON COLUMN data_access_request.channel IS 'How it arrived: "web form", "api", or entered by an officer from "paper" or "e-mail".';
COMMENT ON COLUMN data_access_request.purpose IS 'What the data is for, in the requester''s words. Optional; erased with the details.';
COMMENT ON COLUMN data_access_request.data_period IS 'The period the data should cover, such as "2021 to 2024". Optional.';
COMMENT ON COLUMN data_access_request.data_format IS 'The format wanted, such as "CSV" or "aggregated tables by LGA". Optional.';
COMMENT ON COLUMN data_access_request.data_protection IS 'How the data will be protected, and how long it will be kept. Optional; erased with the details.';
COMMENT ON COLUMN data_access_request.locale IS 'The language of the form it came through: letters to the requester are written in it.';
COMMENT ON COLUMN data_access_request.status_code_sha256 IS 'SHA-256 of the code in the acknowledgement, which with the reference opens the requester''s status page. The code itself is not stored.';
COMMENT ON COLUMN data_access_request.email_confirmed_at IS 'When the requester first opened their status page with the code mailed to them, which shows the address is theirs; a summary of the request was then mailed.';
COMMENT ON COLUMN data_access_request.entered_by IS 'The officer who entered a paper or e-mailed request.';
COMMENT ON COLUMN data_access_request.assignee IS 'Who handles the request: a back-office account''s name, or a staff member''s database login (dar_assign).';

GRANT INSERT (purpose, data_period, data_format, data_protection, locale, status_code_sha256) ON data_access_request TO nassco_app;

-- Retention and erasure now reach the new free text, the code and the attachments.
CREATE TABLE dar_attachment (
    id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    reference    text        NOT NULL REFERENCES data_access_request (reference) ON DELETE CASCADE,
    name         text        NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 200),
    description  text        NOT NULL DEFAULT '' CHECK (length(description) <= 200),
    content_type text        NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
    bytes        bytea       NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 20971520),
    sha256       char(64)    NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
    added_by     text        NOT NULL,
    added_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dar_attachment_reference ON dar_attachment (reference, added_at);
REVOKE ALL ON dar_attachment FROM PUBLIC;
COMMENT ON TABLE dar_attachment IS 'Files kept with a request: the scanned form or letter of a paper request, a signed data-sharing agreement. Read only by request officers, each read logged; deleted with the request''s details at retention or on request.';

CREATE OR REPLACE FUNCTION erase_request_details(p_where_reference text) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    DELETE FROM dar_attachment WHERE reference = p_where_reference;
    UPDATE data_access_request
    SET organization_name = NULL, office_address = NULL, email_address = NULL, requester_name = NULL, designation = NULL,
        location_lgas = NULL, location_wards = NULL, location_communities = NULL,
        household_criteria = '{}', individual_criteria = '{}', decision_note = NULL, receipt_token = NULL,
        purpose = NULL, data_period = NULL, data_format = NULL, data_protection = NULL, status_code_sha256 = NULL,
        personal_data_erased_at = now()
    WHERE reference = p_where_reference AND personal_data_erased_at IS NULL;
    UPDATE audit_log
    SET before = audit_redact_note(before), after = audit_redact_note(after)
    WHERE subject = p_where_reference
      AND (jsonb_typeof(before -> 'decision_note') = 'string' OR jsonb_typeof(after -> 'decision_note') = 'string');
$$;

CREATE OR REPLACE FUNCTION data_access_request_audit() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM audit('delete request', OLD.reference, jsonb_build_object('status', OLD.status), NULL);
        RETURN OLD;
    END IF;
    IF NEW.personal_data_erased_at IS NOT NULL AND OLD.personal_data_erased_at IS NULL THEN
        PERFORM audit('erase personal details', NEW.reference,
            jsonb_build_object('fields', (SELECT jsonb_agg(key ORDER BY key) FROM jsonb_each(to_jsonb(OLD)) e(key, value)
                WHERE key IN ('organization_name', 'office_address', 'email_address', 'requester_name', 'designation',
                              'location_lgas', 'location_wards', 'location_communities', 'decision_note',
                              'purpose', 'data_period', 'data_format', 'data_protection')
                  AND value <> 'null'::jsonb)),
            jsonb_build_object('reason', coalesce(current_setting('nassco.erase_reason', true), 'unspecified')));
    END IF;
    IF (NEW.status, NEW.assignee, NEW.decision_note) IS DISTINCT FROM (OLD.status, OLD.assignee, OLD.decision_note)
       AND NEW.personal_data_erased_at IS NOT DISTINCT FROM OLD.personal_data_erased_at THEN
        PERFORM audit(CASE WHEN NEW.status IS DISTINCT FROM OLD.status THEN 'status change' ELSE 'assignment' END, NEW.reference,
            jsonb_build_object('status', OLD.status, 'assignee', OLD.assignee, 'decision_note', OLD.decision_note),
            jsonb_build_object('status', NEW.status, 'assignee', NEW.assignee, 'decision_note', NEW.decision_note));
    END IF;
    RETURN NEW;
END $$;

-- The views staff read in psql gain the new fields; contact details stay out of them.
DROP VIEW data_access_request_queue;
DROP VIEW data_access_request_summary;
CREATE VIEW data_access_request_summary AS
SELECT
    r.reference,
    r.created_at AT TIME ZONE 'Africa/Lagos' AS received_at_lagos,
    r.status,
    r.assignee,
    working_days_between(r.created_at, coalesce(r.decided_at, now())) AS working_days_open,
    r.organization_name,
    r.sector,
    concat_ws(', ',
        CASE WHEN r.wants_households THEN 'households' END,
        CASE WHEN r.wants_individuals THEN 'individuals' END,
        CASE WHEN r.wants_location THEN 'location' END) AS data_requested,
    r.location_state,
    r.location_lgas,
    r.location_wards,
    r.location_communities,
    array_to_string(r.household_criteria, '; ') AS household_criteria,
    array_to_string(r.individual_criteria, '; ') AS individual_criteria,
    r.purpose,
    r.data_period,
    r.data_format,
    r.data_protection,
    r.request_date,
    r.channel,
    r.entered_by,
    r.locale,
    r.decision_note,
    r.decided_at AT TIME ZONE 'Africa/Lagos' AS decided_at_lagos,
    r.updated_at AT TIME ZONE 'Africa/Lagos' AS updated_at_lagos,
    r.personal_data_erased_at IS NOT NULL AS personal_details_erased,
    r.id
FROM data_access_request r;
COMMENT ON VIEW data_access_request_summary IS 'One flat row per data access request, with its workflow, criteria joined with "; ", times in Lagos time, and age in working days (public holidays excluded). Contact details are not here: read them with CALL dar_contact_details(reference), which is logged.';

CREATE VIEW data_access_request_queue AS
SELECT reference, received_at_lagos, status, assignee, working_days_open, working_days_open > 10 AS overdue,
       organization_name, sector, data_requested, channel, decision_note, updated_at_lagos
FROM data_access_request_summary
WHERE status IN ('received', 'under_review', 'needs_information');
COMMENT ON VIEW data_access_request_queue IS 'Open requests, with their age in working days (public holidays excluded); overdue after 10.';
GRANT SELECT ON data_access_request_summary, data_access_request_queue TO nassco_staff;

-- ---------------------------------------------------------------------------
-- Letters to requesters. A message about a request names it; a trigger keeps
-- the letter in the request's history, and follows whether it went.

INSERT INTO mail_kind (kind, priority) VALUES ('request summary', 1), ('request letter', 1), ('staff daily digest', 2);
COMMENT ON COLUMN mail_kind.priority IS '1: to someone waiting for it (confirmations, acknowledgements, letters); 2: to the office; 3: bulk mail to many readers (newsletter issues), which never holds up the others.';

ALTER TABLE mail_outbox ADD COLUMN request_reference text REFERENCES data_access_request (reference) ON DELETE SET NULL;
COMMENT ON COLUMN mail_outbox.request_reference IS 'The data access request a message to its requester is about: it is then one of the request''s letters (dar_letter).';
GRANT INSERT (request_reference) ON mail_outbox TO nassco_app;

CREATE TABLE dar_letter (
    id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    reference   text        NOT NULL REFERENCES data_access_request (reference) ON DELETE CASCADE,
    kind        text        NOT NULL REFERENCES mail_kind,
    subject     text        NOT NULL,
    message_id  text        NOT NULL UNIQUE,
    state       text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dead')),
    written_by  text        NOT NULL,
    written_at  timestamptz NOT NULL DEFAULT now(),
    sent_at     timestamptz
);
CREATE INDEX dar_letter_reference ON dar_letter (reference, written_at);
REVOKE ALL ON dar_letter FROM PUBLIC;
GRANT SELECT ON dar_letter TO nassco_staff;
COMMENT ON TABLE dar_letter IS 'Every message sent to a requester about their request: the acknowledgement, the summary once their address is confirmed, and each officer''s letter. Kept as long as the request; the message itself leaves the outbox once sent.';
COMMENT ON COLUMN dar_letter.written_by IS 'The officer who wrote it, or nassco_app for the site''s own acknowledgement and summary.';
COMMENT ON COLUMN dar_letter.state IS 'pending until the mail server takes it; sent; or dead (every attempt failed; see mail_outbox_summary).';

CREATE FUNCTION mail_outbox_letter_written() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    INSERT INTO dar_letter (reference, kind, subject, message_id, written_by)
    VALUES (NEW.request_reference, NEW.kind, NEW.subject, NEW.message_id,
            coalesce(nullif(current_setting('nassco.actor', true), ''), session_user::text));
    INSERT INTO audit_log (action, subject, after)
    VALUES ('letter written', NEW.request_reference, jsonb_build_object('kind', NEW.kind, 'subject', NEW.subject));
    RETURN NEW;
END $$;
CREATE TRIGGER mail_outbox_letter_written AFTER INSERT ON mail_outbox
    FOR EACH ROW WHEN (NEW.request_reference IS NOT NULL) EXECUTE FUNCTION mail_outbox_letter_written();

CREATE FUNCTION mail_outbox_letter_state() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    UPDATE dar_letter SET state = NEW.state, sent_at = NEW.sent_at WHERE message_id = NEW.message_id;
    RETURN NEW;
END $$;
CREATE TRIGGER mail_outbox_letter_state AFTER UPDATE OF state ON mail_outbox
    FOR EACH ROW WHEN (NEW.request_reference IS NOT NULL AND NEW.state IN ('pending', 'sent', 'dead') AND NEW.state IS DISTINCT FROM OLD.state)
    EXECUTE FUNCTION mail_outbox_letter_state();

-- ---------------------------------------------------------------------------
-- One way to move a request, whoever asks: the rules of dar_status_transition,
-- a note where a decision needs one, and the first mover as its assignee.

CREATE FUNCTION dar_move(p_reference text, p_status text, p_note text, p_actor text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    current_status text;
    allowed text;
BEGIN
    SELECT status INTO current_status FROM data_access_request WHERE reference = p_reference FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    SELECT string_agg(to_status, ', ' ORDER BY to_status) INTO allowed FROM dar_status_transition WHERE from_status = current_status;
    IF NOT EXISTS (SELECT FROM dar_status_transition WHERE from_status = current_status AND to_status = p_status) THEN
        RAISE EXCEPTION 'Request % is %; it cannot move to %.', p_reference, current_status, p_status
            USING ERRCODE = 'check_violation',
                  HINT = CASE WHEN allowed IS NULL THEN format('%s is final.', current_status)
                              ELSE format('From %s it can move to: %s.', current_status, allowed) END;
    END IF;
    IF p_status IN ('needs_information', 'approved', 'declined') AND coalesce(btrim(p_note), '') = '' THEN
        RAISE EXCEPTION 'Moving request % to % needs a note: %.', p_reference, p_status,
            CASE p_status WHEN 'needs_information' THEN 'what information is needed' ELSE 'the reason for the decision' END
            USING ERRCODE = 'not_null_violation';
    END IF;
    UPDATE data_access_request
    SET status = p_status,
        decision_note = coalesce(nullif(btrim(p_note), ''), decision_note),
        decided_at = CASE WHEN p_status IN ('approved', 'declined', 'withdrawn') THEN now() END,
        assignee = coalesce(assignee, p_actor)
    WHERE reference = p_reference;
    RETURN p_status;
END $$;

CREATE OR REPLACE FUNCTION dar_set_status(p_reference text, p_status text, p_note text DEFAULT NULL) RETURNS text
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT dar_move(p_reference, p_status, p_note, session_user::text);
$$;

-- ---------------------------------------------------------------------------
-- The requester's status page: the reference and the code from their
-- acknowledgement, checked here. The first look confirms that the address is
-- theirs (the site then mails them a summary of what they sent).

CREATE FUNCTION dar_status(p_reference text, p_code_sha256 bytea)
RETURNS TABLE (reference text, status text, received_at timestamptz, decided_at timestamptz, locale text, first_look boolean,
               request jsonb, steps jsonb, letters jsonb)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_request data_access_request;
BEGIN
    SELECT * INTO v_request FROM data_access_request r
    WHERE r.reference = upper(btrim(p_reference)) AND r.status_code_sha256 = p_code_sha256 AND r.personal_data_erased_at IS NULL
    FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    IF v_request.email_confirmed_at IS NULL THEN
        UPDATE data_access_request r SET email_confirmed_at = now() WHERE r.id = v_request.id;
    END IF;
    RETURN QUERY SELECT
        v_request.reference, v_request.status, v_request.created_at, v_request.decided_at, v_request.locale,
        v_request.email_confirmed_at IS NULL,
        to_jsonb(v_request) - ARRAY['id', 'receipt_token', 'status_code_sha256', 'assignee', 'entered_by', 'personal_data_erased_at',
                                    'decision_note', 'updated_at', 'email_confirmed_at'],
        -- Each move, with the officer's words to the requester where the move has them.
        coalesce((SELECT jsonb_agg(jsonb_build_object(
                      'at', a.at, 'status', a.after ->> 'status',
                      'note', CASE WHEN a.after ->> 'status' IN ('needs_information', 'approved', 'declined', 'withdrawn')
                                   AND a.after ->> 'decision_note' IS DISTINCT FROM a.before ->> 'decision_note'
                                  THEN a.after ->> 'decision_note' END)
                      ORDER BY a.id)
                  FROM audit_log a WHERE a.subject = v_request.reference AND a.action = 'status change'), '[]'::jsonb),
        coalesce((SELECT jsonb_agg(jsonb_build_object('kind', l.kind, 'subject', l.subject, 'at', l.written_at, 'state', l.state) ORDER BY l.id)
                  FROM dar_letter l WHERE l.reference = v_request.reference), '[]'::jsonb);
END $$;
COMMENT ON FUNCTION dar_status(text, bytea) IS 'A request as its requester may see it, for the reference and the SHA-256 of the code mailed to them; nothing for anything else.';

-- ---------------------------------------------------------------------------
-- The request officer's functions. Each checks the session's role first.

CREATE FUNCTION dar_row_for_staff(p_request data_access_request, p_now timestamptz) RETURNS jsonb
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT (to_jsonb(p_request) - ARRAY['receipt_token', 'status_code_sha256', 'office_address', 'email_address', 'requester_name', 'designation'])
        || jsonb_build_object(
            'working_days', working_days_between(p_request.created_at, coalesce(p_request.decided_at, p_now)),
            'has_email', p_request.email_address IS NOT NULL,
            'email_confirmed', p_request.email_confirmed_at IS NOT NULL);
$$;

-- One of the queue's views: new (received), mine, unassigned, overdue (open and over 10 working days), decided, or open.
CREATE FUNCTION staff_requests(p_token_sha256 bytea, p_view text, p_limit integer, p_offset integer, p_now timestamptz DEFAULT now())
RETURNS TABLE (request jsonb, total bigint)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
BEGIN
    IF p_view NOT IN ('new', 'mine', 'unassigned', 'overdue', 'decided', 'open') THEN
        RAISE EXCEPTION 'there is no view %', p_view USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN QUERY
    SELECT dar_row_for_staff(r, p_now), count(*) OVER ()
    FROM data_access_request r
    WHERE CASE p_view
        WHEN 'new' THEN r.status = 'received'
        WHEN 'mine' THEN r.decided_at IS NULL AND r.assignee = v_member.name
        WHEN 'unassigned' THEN r.decided_at IS NULL AND r.assignee IS NULL
        WHEN 'overdue' THEN r.decided_at IS NULL AND working_days_between(r.created_at, p_now) > 10
        WHEN 'decided' THEN r.decided_at IS NOT NULL
        ELSE r.decided_at IS NULL END
    ORDER BY CASE WHEN p_view = 'decided' THEN r.decided_at END DESC NULLS LAST, r.created_at, r.id
    LIMIT least(greatest(p_limit, 1), 200) OFFSET greatest(p_offset, 0);
END $$;

-- How many requests each view holds, for its tab.
CREATE FUNCTION staff_request_counts(p_token_sha256 bytea, p_now timestamptz DEFAULT now()) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
BEGIN
    RETURN (SELECT jsonb_build_object(
        'new', count(*) FILTER (WHERE r.status = 'received'),
        'mine', count(*) FILTER (WHERE r.decided_at IS NULL AND r.assignee = v_member.name),
        'unassigned', count(*) FILTER (WHERE r.decided_at IS NULL AND r.assignee IS NULL),
        'overdue', count(*) FILTER (WHERE r.decided_at IS NULL AND working_days_between(r.created_at, p_now) > 10),
        'decided', count(*) FILTER (WHERE r.decided_at IS NOT NULL),
        'open', count(*) FILTER (WHERE r.decided_at IS NULL))
    FROM data_access_request r);
END $$;

-- One request, without its contact details, with its letters, attachments and history.
CREATE FUNCTION staff_request(p_token_sha256 bytea, p_reference text)
RETURNS TABLE (request jsonb, letters jsonb, attachments jsonb, history jsonb, moves text[])
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_request data_access_request;
BEGIN
    SELECT * INTO v_request FROM data_access_request r WHERE r.reference = p_reference;
    IF NOT FOUND THEN RETURN; END IF;
    RETURN QUERY SELECT
        dar_row_for_staff(v_request, now()),
        coalesce((SELECT jsonb_agg(to_jsonb(l) - 'id' ORDER BY l.id) FROM dar_letter l WHERE l.reference = p_reference), '[]'::jsonb),
        coalesce((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'description', t.description, 'content_type', t.content_type,
                                                      'bytes', octet_length(t.bytes), 'added_by', t.added_by, 'added_at', t.added_at) ORDER BY t.id)
                  FROM dar_attachment t WHERE t.reference = p_reference), '[]'::jsonb),
        coalesce((SELECT jsonb_agg(jsonb_build_object('at', a.at, 'actor', a.actor, 'action', a.action, 'before', a.before, 'after', a.after) ORDER BY a.id)
                  FROM audit_log a WHERE a.subject = p_reference), '[]'::jsonb),
        ARRAY(SELECT t.to_status FROM dar_status_transition t WHERE t.from_status = v_request.status ORDER BY t.to_status);
END $$;

-- Contact details, read in two steps so that a rollback cannot hide the read:
-- the ticket (an audit row naming the person) commits first, and the details
-- are handed out only for a committed ticket of theirs under five minutes old.
CREATE FUNCTION staff_ticket(p_ticket bigint, p_action text, p_actor text) RETURNS audit_log
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_ticket audit_log;
BEGIN
    SELECT * INTO v_ticket FROM audit_log
    WHERE id = p_ticket AND action = p_action AND actor = p_actor AND at > clock_timestamp() - interval '5 minutes';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'ticket % is not a % of yours from the last five minutes', p_ticket, p_action USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF pg_xact_status(v_ticket.xact_id::text::xid8) IS DISTINCT FROM 'committed' THEN
        RAISE EXCEPTION 'ticket % is not committed yet, so the read is not on record', p_ticket USING ERRCODE = 'invalid_transaction_state';
    END IF;
    RETURN v_ticket;
END $$;

CREATE FUNCTION staff_request_contact_ticket(p_token_sha256 bytea, p_reference text) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket bigint;
BEGIN
    IF NOT EXISTS (SELECT FROM data_access_request WHERE reference = p_reference) THEN
        RAISE EXCEPTION 'There is no data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'read personal details', p_reference) RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $$;

CREATE FUNCTION staff_request_contact(p_token_sha256 bytea, p_ticket bigint)
RETURNS TABLE (reference text, organization_name text, office_address text, email_address text, requester_name text, designation text)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read personal details', v_member.name);
BEGIN
    RETURN QUERY SELECT r.reference, r.organization_name, r.office_address, r.email_address, r.requester_name, r.designation
                 FROM data_access_request r WHERE r.reference = v_ticket.subject;
END $$;

-- The accounts a request can be given to: enabled request officers.
CREATE FUNCTION staff_request_officers(p_token_sha256 bytea) RETURNS TABLE (name text, display_name text)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['request_officer']);
    RETURN QUERY SELECT a.name, a.display_name FROM staff_account a
                 WHERE 'request_officer' = ANY (a.roles) AND a.disabled_at IS NULL ORDER BY a.display_name, a.name;
END $$;

CREATE FUNCTION staff_request_assign(p_token_sha256 bytea, p_reference text, p_assignee text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
BEGIN
    IF p_assignee IS NOT NULL AND NOT EXISTS (
        SELECT FROM staff_account a WHERE a.name = p_assignee AND 'request_officer' = ANY (a.roles) AND a.disabled_at IS NULL) THEN
        RAISE EXCEPTION '% is not a request officer', p_assignee USING ERRCODE = 'invalid_parameter_value';
    END IF;
    UPDATE data_access_request SET assignee = p_assignee WHERE reference = p_reference AND decided_at IS NULL;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no open data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
END $$;

-- Moves a request on and, if it has an address, writes the letter the site
-- drew up for the move, to that address, in the same transaction: the
-- letter goes if, and only if, the move is made. The site never reads the
-- address. Returns whether a letter was written.
CREATE FUNCTION staff_request_move(p_token_sha256 bytea, p_reference text, p_status text, p_note text,
                                   p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb)
RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_email text;
BEGIN
    PERFORM dar_move(p_reference, p_status, p_note, v_member.name);
    SELECT email_address INTO v_email FROM data_access_request WHERE reference = p_reference;
    IF v_email IS NULL OR p_message_id IS NULL THEN RETURN false; END IF;
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers, request_reference)
    VALUES (p_message_id, 'request letter', v_email, p_subject, p_text, p_html, coalesce(p_headers, '{}'), p_reference);
    PERFORM pg_notify('nassco_mail_queued', '');
    RETURN true;
END $$;

-- A request that came on paper or by e-mail, as the officer typed it in. It
-- follows the same workflow; received_on is the day it reached the office.
CREATE FUNCTION staff_request_enter(p_token_sha256 bytea, p_request jsonb, p_channel text, p_received_on date, p_code_sha256 bytea)
RETURNS text
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_row data_access_request := jsonb_populate_record(NULL::data_access_request, p_request);
    v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
    v_reference text;
BEGIN
    IF p_channel NOT IN ('paper', 'e-mail') THEN
        RAISE EXCEPTION 'an officer enters requests from paper or e-mail, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_received_on IS NULL OR p_received_on > v_today OR p_received_on < v_today - 366 THEN
        RAISE EXCEPTION 'the day it was received must be within the last year' USING ERRCODE = 'check_violation',
              CONSTRAINT = 'data_access_request_received_on_check';
    END IF;
    INSERT INTO data_access_request (
        organization_name, office_address, email_address, sector, wants_households, wants_individuals, wants_location,
        location_state, location_lgas, location_wards, location_communities, household_criteria, individual_criteria,
        requester_name, designation, request_date, purpose, data_period, data_format, data_protection, locale,
        channel, entered_by, status_code_sha256, created_at)
    VALUES (
        v_row.organization_name, v_row.office_address, v_row.email_address, v_row.sector, v_row.wants_households, v_row.wants_individuals,
        v_row.wants_location, v_row.location_state, v_row.location_lgas, v_row.location_wards, v_row.location_communities,
        coalesce(v_row.household_criteria, '{}'), coalesce(v_row.individual_criteria, '{}'),
        v_row.requester_name, v_row.designation, v_row.request_date, v_row.purpose, v_row.data_period, v_row.data_format,
        v_row.data_protection, coalesce(v_row.locale, 'en'), p_channel, v_member.name, p_code_sha256,
        CASE WHEN p_received_on = v_today THEN now() ELSE (p_received_on + time '12:00') AT TIME ZONE 'Africa/Lagos' END)
    RETURNING reference INTO v_reference;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'request entered', v_reference, jsonb_build_object('channel', p_channel, 'received_on', p_received_on));
    RETURN v_reference;
END $$;

CREATE FUNCTION staff_request_attach(p_token_sha256 bytea, p_reference text, p_name text, p_description text, p_content_type text, p_bytes bytea)
RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_id bigint;
BEGIN
    IF NOT EXISTS (SELECT FROM data_access_request WHERE reference = p_reference AND personal_data_erased_at IS NULL) THEN
        RAISE EXCEPTION 'There is no data access request % with its details kept.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO dar_attachment (reference, name, description, content_type, bytes, sha256, added_by)
    VALUES (p_reference, btrim(p_name), btrim(coalesce(p_description, '')), p_content_type, p_bytes, encode(sha256(p_bytes), 'hex'), v_member.name)
    RETURNING id INTO v_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'attachment added', p_reference,
            jsonb_build_object('attachment', v_id, 'name', btrim(p_name), 'content_type', p_content_type, 'bytes', octet_length(p_bytes)));
    RETURN v_id;
END $$;

CREATE FUNCTION staff_request_attachment_ticket(p_token_sha256 bytea, p_reference text, p_attachment bigint) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket bigint;
BEGIN
    IF NOT EXISTS (SELECT FROM dar_attachment WHERE id = p_attachment AND reference = p_reference) THEN
        RAISE EXCEPTION 'There is no such attachment on %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'read attachment', p_reference, jsonb_build_object('attachment', p_attachment)) RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $$;

CREATE FUNCTION staff_request_attachment(p_token_sha256 bytea, p_ticket bigint)
RETURNS TABLE (name text, content_type text, bytes bytea)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read attachment', v_member.name);
BEGIN
    RETURN QUERY SELECT t.name, t.content_type, t.bytes FROM dar_attachment t
                 WHERE t.id = (v_ticket.after ->> 'attachment')::bigint AND t.reference = v_ticket.subject;
END $$;

-- Exports, in two steps like the contact details: the ticket records who
-- exported what (the time from which, the format, the number of rows).
CREATE FUNCTION staff_requests_export_ticket(p_token_sha256 bytea, p_since timestamptz, p_format text) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket bigint;
BEGIN
    IF p_format NOT IN ('csv', 'xlsx') THEN RAISE EXCEPTION 'no such format: %', p_format USING ERRCODE = 'invalid_parameter_value'; END IF;
    INSERT INTO audit_log (actor, action, after)
    VALUES (v_member.name, 'export', jsonb_build_object('since', p_since, 'format', p_format,
                                                       'requests', (SELECT count(*) FROM data_access_request WHERE created_at >= p_since)))
    RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $$;

CREATE FUNCTION staff_requests_export(p_token_sha256 bytea, p_ticket bigint)
RETURNS TABLE (reference text, received_at_lagos timestamp, status text, assignee text, channel text, organization_name text, sector text,
               email_address text, office_address text, requester_name text, designation text, data_requested text,
               location_state text, location_lgas text, location_wards text, location_communities text,
               household_criteria text, individual_criteria text, purpose text, data_period text, data_format text,
               data_protection text, request_date date, decision_note text, decided_at_lagos timestamp, working_days integer)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'export', v_member.name);
BEGIN
    RETURN QUERY
    SELECT s.reference, s.received_at_lagos, s.status, s.assignee, s.channel, s.organization_name, s.sector,
           r.email_address, r.office_address, r.requester_name, r.designation, s.data_requested,
           s.location_state, s.location_lgas, s.location_wards, s.location_communities,
           s.household_criteria, s.individual_criteria, s.purpose, s.data_period, s.data_format, s.data_protection,
           s.request_date, s.decision_note, s.decided_at_lagos, s.working_days_open
    FROM data_access_request_summary s JOIN data_access_request r USING (id)
    WHERE r.created_at >= (v_ticket.after ->> 'since')::timestamptz
    ORDER BY r.created_at, r.id;
END $$;

-- The export of psql users (npm run export:requests) gains the new fields too.
DROP FUNCTION dar_export(bigint);
CREATE FUNCTION dar_export(p_ticket bigint)
RETURNS TABLE (reference text, received_at_lagos timestamp, status text, assignee text, organization_name text, sector text,
               email_address text, office_address text, requester_name text, designation text, data_requested text,
               location_state text, location_lgas text, location_wards text, location_communities text,
               household_criteria text, individual_criteria text, purpose text, data_period text, data_format text,
               data_protection text, request_date date, channel text, decision_note text, decided_at_lagos timestamp)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    ticket audit_log := audit_ticket(p_ticket, 'export');
BEGIN
    RETURN QUERY
    SELECT s.reference, s.received_at_lagos, s.status, s.assignee, s.organization_name, s.sector,
           r.email_address, r.office_address, r.requester_name, r.designation, s.data_requested,
           s.location_state, s.location_lgas, s.location_wards, s.location_communities,
           s.household_criteria, s.individual_criteria, s.purpose, s.data_period, s.data_format, s.data_protection,
           s.request_date, s.channel, s.decision_note, s.decided_at_lagos
    FROM data_access_request_summary s JOIN data_access_request r USING (id)
    WHERE r.created_at >= (ticket.after ->> 'since')::timestamptz
    ORDER BY r.created_at, r.id;
END $$;
COMMENT ON FUNCTION dar_export(bigint) IS 'Every request since the ticket''s time, contact details included, for a committed ticket of yours from CALL dar_export_ticket(since).';
REVOKE EXECUTE ON FUNCTION dar_export(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION dar_export(bigint) TO nassco_staff;

-- Public holidays, kept by request officers and admins.
CREATE FUNCTION staff_holiday_set(p_token_sha256 bytea, p_day date, p_name text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer', 'admin']);
    v_before text;
BEGIN
    SELECT name INTO v_before FROM public_holiday WHERE day = p_day;
    INSERT INTO public_holiday (day, name, added_by) VALUES (p_day, btrim(p_name), v_member.name)
    ON CONFLICT (day) DO UPDATE SET name = EXCLUDED.name, added_by = EXCLUDED.added_by, added_at = now();
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_member.name, 'public holiday set', 'holiday:' || p_day,
            CASE WHEN v_before IS NOT NULL THEN jsonb_build_object('name', v_before) END, jsonb_build_object('name', btrim(p_name)));
END $$;

CREATE FUNCTION staff_holiday_remove(p_token_sha256 bytea, p_day date) RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer', 'admin']);
    v_name text;
BEGIN
    DELETE FROM public_holiday WHERE day = p_day RETURNING name INTO v_name;
    IF v_name IS NULL THEN RETURN false; END IF;
    INSERT INTO audit_log (actor, action, subject, before)
    VALUES (v_member.name, 'public holiday removed', 'holiday:' || p_day, jsonb_build_object('name', v_name));
    RETURN true;
END $$;

-- ---------------------------------------------------------------------------
-- The daily digest to the office: new requests since the last one, overdue
-- and unassigned open requests. Every instance asks each hour; from p_hour
-- (Lagos time) on, the first to ask on a day gets the lists, once.

CREATE FUNCTION staff_daily_digest_take(p_now timestamptz, p_hour integer) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_local timestamp := p_now AT TIME ZONE 'Africa/Lagos';
    v_last timestamptz;
    v_digest jsonb;
BEGIN
    IF extract(hour FROM v_local) < p_hour OR NOT pg_try_advisory_xact_lock(7260419005) THEN
        RETURN NULL;
    END IF;
    SELECT last_run_at INTO v_last FROM maintenance_run WHERE job = 'daily digest';
    IF v_last IS NOT NULL AND (v_last AT TIME ZONE 'Africa/Lagos')::date >= v_local::date THEN
        RETURN NULL;
    END IF;
    SELECT jsonb_build_object(
        'new', coalesce(jsonb_agg(jsonb_build_object('reference', r.reference, 'organisation', r.organization_name, 'channel', r.channel)
                                  ORDER BY r.created_at) FILTER (WHERE r.created_at > coalesce(v_last, p_now - interval '1 day')), '[]'),
        'overdue', coalesce(jsonb_agg(jsonb_build_object('reference', r.reference, 'assignee', r.assignee,
                                                         'working_days', working_days_between(r.created_at, p_now))
                                      ORDER BY r.created_at) FILTER (WHERE r.decided_at IS NULL AND working_days_between(r.created_at, p_now) > 10), '[]'),
        'unassigned', coalesce(jsonb_agg(jsonb_build_object('reference', r.reference, 'working_days', working_days_between(r.created_at, p_now))
                                         ORDER BY r.created_at) FILTER (WHERE r.decided_at IS NULL AND r.assignee IS NULL), '[]'))
    INTO v_digest
    FROM data_access_request r
    WHERE r.created_at <= p_now AND (r.decided_at IS NULL OR r.created_at > coalesce(v_last, p_now - interval '1 day'));
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('daily digest', p_now, jsonb_build_object('new', jsonb_array_length(v_digest -> 'new'),
            'overdue', jsonb_array_length(v_digest -> 'overdue'), 'unassigned', jsonb_array_length(v_digest -> 'unassigned')))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN v_digest;
END $$;
COMMENT ON FUNCTION staff_daily_digest_take(timestamptz, integer) IS 'Once a day, from p_hour in Lagos, to the first instance that asks: new requests since the last digest, and open ones that are overdue (over 10 working days) or unassigned.';

-- ---------------------------------------------------------------------------
-- Statistics for any signed-in member of staff: counts, never people.

CREATE FUNCTION staff_request_statistics(p_token_sha256 bytea) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'admin']);
    RETURN jsonb_build_object(
        'by_status', (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (SELECT status, count(*) AS n FROM data_access_request GROUP BY status) s),
        'by_channel', (SELECT coalesce(jsonb_object_agg(channel, n), '{}') FROM (SELECT channel, count(*) AS n FROM data_access_request GROUP BY channel) s),
        'by_sector', (SELECT coalesce(jsonb_agg(jsonb_build_object('sector', sector, 'requests', n) ORDER BY n DESC, sector), '[]')
                      FROM (SELECT initcap(btrim(sector)) AS sector, count(*) AS n FROM data_access_request GROUP BY 1) s),
        -- The states a request names, as written ("Kano", "all states"); kept after erasure, as statistics.
        'by_state', (SELECT coalesce(jsonb_agg(jsonb_build_object('state', state, 'requests', n) ORDER BY n DESC, state), '[]')
                     FROM (SELECT coalesce(initcap(btrim(location_state)), 'Not named') AS state, count(*) AS n
                           FROM data_access_request GROUP BY 1) s),
        'by_month', (SELECT coalesce(jsonb_agg(jsonb_build_object('month', month, 'requests', n) ORDER BY month), '[]')
                     FROM (SELECT to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month, count(*) AS n
                           FROM data_access_request WHERE created_at > now() - interval '12 months' GROUP BY 1) s),
        'decision_days', (SELECT jsonb_build_object(
                              'decided', count(*),
                              'median', percentile_cont(0.5) WITHIN GROUP (ORDER BY w),
                              'mean', round(avg(w), 1),
                              'longest', max(w))
                          FROM (SELECT working_days_between(created_at, decided_at) AS w FROM data_access_request
                                WHERE status IN ('approved', 'declined')) d));
END $$;

CREATE FUNCTION staff_subscriber_statistics(p_token_sha256 bytea) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'admin']);
    RETURN jsonb_build_object(
        'by_status', (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM (SELECT status, count(*) AS n FROM newsletter_subscriber GROUP BY status) s),
        'by_month', (SELECT coalesce(jsonb_agg(jsonb_build_object('month', month, 'confirmed', confirmed, 'unsubscribed', unsubscribed) ORDER BY month), '[]')
                     FROM (SELECT m.month,
                                  (SELECT count(*) FROM newsletter_subscriber s WHERE to_char(s.confirmed_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') = m.month) AS confirmed,
                                  (SELECT count(*) FROM newsletter_subscriber s WHERE to_char(s.unsubscribed_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') = m.month) AS unsubscribed
                           FROM (SELECT to_char(d, 'YYYY-MM') AS month
                                 FROM generate_series(date_trunc('month', now() AT TIME ZONE 'Africa/Lagos') - interval '11 months',
                                                      date_trunc('month', now() AT TIME ZONE 'Africa/Lagos'), interval '1 month') d) m) s));
END $$;

CREATE FUNCTION staff_page_view_statistics(p_token_sha256 bytea) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_since date := (now() AT TIME ZONE 'Africa/Lagos')::date - 30;
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'admin']);
    RETURN jsonb_build_object(
        'by_day', (SELECT coalesce(jsonb_agg(jsonb_build_object('day', day, 'views', views, 'without_javascript', nojs) ORDER BY day), '[]')
                   FROM (SELECT day, sum(views)::integer AS views, sum(views_without_javascript)::integer AS nojs
                         FROM page_view_daily WHERE day > v_since GROUP BY day) d),
        'top_pages', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'views', views) ORDER BY views DESC, path), '[]')
                      FROM (SELECT path, sum(views)::integer AS views FROM page_view_daily WHERE day > v_since GROUP BY path
                            ORDER BY 2 DESC, 1 LIMIT 20) p),
        'by_device', (SELECT coalesce(jsonb_object_agg(device, views), '{}')
                      FROM (SELECT device, sum(views)::integer AS views FROM page_view_daily WHERE day > v_since GROUP BY device) d));
END $$;

-- ---------------------------------------------------------------------------
-- Privileges: the site calls the staff_* functions (each checks the session);
-- the helpers are the functions' own.

DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY[
        'staff_requests(bytea, text, integer, integer, timestamptz)', 'staff_request_counts(bytea, timestamptz)',
        'staff_request(bytea, text)', 'staff_request_contact_ticket(bytea, text)', 'staff_request_contact(bytea, bigint)',
        'staff_request_officers(bytea)', 'staff_request_assign(bytea, text, text)',
        'staff_request_move(bytea, text, text, text, text, text, text, text, jsonb)',
        'staff_request_enter(bytea, jsonb, text, date, bytea)',
        'staff_request_attach(bytea, text, text, text, text, bytea)', 'staff_request_attachment_ticket(bytea, text, bigint)',
        'staff_request_attachment(bytea, bigint)', 'staff_requests_export_ticket(bytea, timestamptz, text)',
        'staff_requests_export(bytea, bigint)', 'staff_holiday_set(bytea, date, text)', 'staff_holiday_remove(bytea, date)',
        'staff_request_statistics(bytea)', 'staff_subscriber_statistics(bytea)', 'staff_page_view_statistics(bytea)',
        'dar_status(text, bytea)', 'staff_daily_digest_take(timestamptz, integer)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_app', v_function);
    END LOOP;
END $$;
REVOKE ALL ON FUNCTION dar_move(text, text, text, text), dar_row_for_staff(data_access_request, timestamptz),
    staff_ticket(bigint, text, text), mail_outbox_letter_written(), mail_outbox_letter_state() FROM PUBLIC;
GRANT SELECT ON public_holiday TO nassco_app, nassco_staff;
