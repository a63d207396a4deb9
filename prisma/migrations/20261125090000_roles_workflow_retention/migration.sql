-- Least-privilege roles, the data access request workflow, the audit trail,
-- and the retention the privacy policy promises. docs/database-roles.md has
-- the role matrix and the SQL an administrator runs first on a managed server.

-- nassco_owner owns everything and runs migrations; nassco_app is the site;
-- nassco_staff is the group of staff logins. On a managed server the
-- administrator has created the first two, with passwords, and these find them.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'nassco_owner') THEN CREATE ROLE nassco_owner NOLOGIN; END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'nassco_app') THEN CREATE ROLE nassco_app NOLOGIN; END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'nassco_staff') THEN CREATE ROLE nassco_staff NOLOGIN; END IF;
END $$;

-- Nobody else connects or sees anything.
DO $$
BEGIN
    IF pg_has_role((SELECT datdba FROM pg_database WHERE datname = current_database()), 'USAGE') THEN
        EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
        EXECUTE format('GRANT CONNECT ON DATABASE %I TO nassco_app, nassco_staff', current_database());
    END IF;
END $$;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO nassco_app, nassco_staff;

-- ---------------------------------------------------------------------------
-- The request workflow

ALTER TABLE data_access_request
    ADD COLUMN status        text        NOT NULL DEFAULT 'received'
        CHECK (status IN ('received', 'under_review', 'needs_information', 'approved', 'declined', 'withdrawn')),
    ADD COLUMN assignee      text        CHECK (length(assignee) <= 63),
    ADD COLUMN decision_note text        CHECK (length(decision_note) <= 2000),
    ADD COLUMN decided_at    timestamptz,
    ADD COLUMN updated_at    timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN receipt_token uuid,
    ADD COLUMN personal_data_erased_at timestamptz,
    ALTER COLUMN organization_name DROP NOT NULL,
    ALTER COLUMN office_address DROP NOT NULL,
    ADD CONSTRAINT data_access_request_details_kept
        CHECK (personal_data_erased_at IS NOT NULL OR (organization_name IS NOT NULL AND office_address IS NOT NULL)),
    ADD CONSTRAINT data_access_request_decided_when_closed
        CHECK ((status IN ('approved', 'declined', 'withdrawn')) = (decided_at IS NOT NULL));

CREATE INDEX data_access_request_open ON data_access_request (status, created_at) WHERE decided_at IS NULL;

COMMENT ON COLUMN data_access_request.organization_name IS 'Name of the requesting organisation. Null once the personal details are erased.';
COMMENT ON COLUMN data_access_request.office_address IS 'Office address of the organisation. Null once the personal details are erased.';
COMMENT ON COLUMN data_access_request.status IS 'Where the request is: received, under_review, needs_information, approved, declined or withdrawn. Change it only with dar_set_status().';
COMMENT ON COLUMN data_access_request.assignee IS 'The staff login handling the request: whoever first moved it, or set with dar_assign().';
COMMENT ON COLUMN data_access_request.decision_note IS 'The note given with the latest move: what information is needed, or the reason for a decision.';
COMMENT ON COLUMN data_access_request.decided_at IS 'When it was approved, declined or withdrawn. Retention counts from here.';
COMMENT ON COLUMN data_access_request.updated_at IS 'When any workflow field last changed.';
COMMENT ON COLUMN data_access_request.receipt_token IS 'A random secret in the requester''s receipt cookie: the site can read a request back only with it, and only for an hour.';
COMMENT ON COLUMN data_access_request.personal_data_erased_at IS 'When the personal details were erased, by retention or on request. The reference, sector, data requested and outcome stay for statistics.';

CREATE TABLE dar_status_transition (
    from_status text NOT NULL,
    to_status   text NOT NULL,
    PRIMARY KEY (from_status, to_status)
);
COMMENT ON TABLE dar_status_transition IS 'The moves dar_set_status() allows. Approved, declined and withdrawn are final.';
INSERT INTO dar_status_transition (from_status, to_status) VALUES
    ('received', 'under_review'), ('received', 'declined'), ('received', 'withdrawn'),
    ('under_review', 'needs_information'), ('under_review', 'approved'), ('under_review', 'declined'), ('under_review', 'withdrawn'),
    ('needs_information', 'under_review'), ('needs_information', 'declined'), ('needs_information', 'withdrawn');

-- ---------------------------------------------------------------------------
-- The audit trail

CREATE TABLE audit_log (
    id      bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at      timestamptz NOT NULL DEFAULT now(),
    actor   text        NOT NULL DEFAULT session_user,
    action  text        NOT NULL,
    subject text,
    before  jsonb,
    after   jsonb
);
CREATE INDEX audit_log_subject ON audit_log (subject, at);
COMMENT ON TABLE audit_log IS 'Append-only record of every workflow change, every read of personal details through the staff functions, every export and every erasure. Staff may read it; only nassco_owner can change it. Never holds the personal data it records the erasure of.';
COMMENT ON COLUMN audit_log.actor IS 'The login that did it (session_user): a staff member''s own login, nassco_app for the retention job, or nassco_owner.';
COMMENT ON COLUMN audit_log.action IS 'status change, assignment, read personal details, export, erase personal details, retention, erasure on request.';
COMMENT ON COLUMN audit_log.subject IS 'The request reference it concerns, if one.';
COMMENT ON COLUMN audit_log.before IS 'The workflow fields before the change (for an erasure: only which fields held data).';
COMMENT ON COLUMN audit_log.after IS 'The workflow fields after the change, or the figures of an export or erasure.';

CREATE FUNCTION audit(p_action text, p_subject text, p_before jsonb, p_after jsonb) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    INSERT INTO audit_log (action, subject, before, after) VALUES (p_action, p_subject, p_before, p_after);
$$;

-- Any change, by any role and by any route, is recorded here, not by each caller.
CREATE FUNCTION data_access_request_audit() RETURNS trigger
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
                              'location_lgas', 'location_wards', 'location_communities', 'decision_note')
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

CREATE FUNCTION data_access_request_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END $$;

CREATE TRIGGER data_access_request_touch BEFORE UPDATE ON data_access_request
    FOR EACH ROW WHEN ((NEW.status, NEW.assignee, NEW.decision_note) IS DISTINCT FROM (OLD.status, OLD.assignee, OLD.decision_note))
    EXECUTE FUNCTION data_access_request_touch();
CREATE TRIGGER data_access_request_audit AFTER UPDATE OR DELETE ON data_access_request
    FOR EACH ROW EXECUTE FUNCTION data_access_request_audit();

-- ---------------------------------------------------------------------------
-- Staff functions. Staff cannot touch the table; these run as its owner and
-- record who called them (session_user is the staff member's own login).

CREATE FUNCTION dar_set_status(p_reference text, p_status text, p_note text DEFAULT NULL) RETURNS text
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
        assignee = coalesce(assignee, session_user)
    WHERE reference = p_reference;
    RETURN p_status;
END $$;

CREATE FUNCTION dar_assign(p_reference text, p_assignee text DEFAULT session_user) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NOT pg_has_role(p_assignee, 'nassco_staff', 'MEMBER') THEN
        RAISE EXCEPTION '% is not a staff login.', p_assignee USING ERRCODE = 'invalid_parameter_value';
    END IF;
    UPDATE data_access_request SET assignee = p_assignee WHERE reference = p_reference;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    RETURN p_assignee;
END $$;

CREATE FUNCTION dar_contact_details(p_reference text)
RETURNS TABLE (reference text, organization_name text, office_address text, email_address text, requester_name text, designation text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    RETURN QUERY SELECT r.reference, r.organization_name, r.office_address, r.email_address, r.requester_name, r.designation
                 FROM data_access_request r WHERE r.reference = p_reference;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    PERFORM audit('read personal details', p_reference, NULL, NULL);
END $$;

-- ---------------------------------------------------------------------------
-- What staff read

CREATE FUNCTION working_days_between(p_from timestamptz, p_to timestamptz) RETURNS integer
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT count(*)::integer
    FROM generate_series((p_from AT TIME ZONE 'Africa/Lagos')::date + 1, (p_to AT TIME ZONE 'Africa/Lagos')::date, interval '1 day') AS day
    WHERE extract(isodow FROM day) < 6;
$$;
COMMENT ON FUNCTION working_days_between(timestamptz, timestamptz) IS 'Monday-to-Friday days after p_from up to p_to, in Lagos time. Public holidays are not known to it.';

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
    r.request_date,
    r.channel,
    r.decision_note,
    r.decided_at AT TIME ZONE 'Africa/Lagos' AS decided_at_lagos,
    r.updated_at AT TIME ZONE 'Africa/Lagos' AS updated_at_lagos,
    r.personal_data_erased_at IS NOT NULL AS personal_details_erased,
    r.id
FROM data_access_request r;
COMMENT ON VIEW data_access_request_summary IS 'One flat row per data access request, with its workflow, criteria joined with "; ", times in Lagos time. Contact details are not here: read them with dar_contact_details(reference), which is logged.';

CREATE VIEW data_access_request_queue AS
SELECT reference, received_at_lagos, status, assignee, working_days_open, working_days_open > 10 AS overdue,
       organization_name, sector, data_requested, decision_note, updated_at_lagos
FROM data_access_request_summary
WHERE status IN ('received', 'under_review', 'needs_information');
COMMENT ON VIEW data_access_request_queue IS 'Open requests, with their age in working days; overdue after 10.';

CREATE VIEW data_access_request_statistics AS
SELECT date_trunc('month', created_at AT TIME ZONE 'Africa/Lagos')::date AS month,
       initcap(btrim(sector)) AS sector,
       status,
       channel,
       count(*)::integer AS requests,
       count(*) FILTER (WHERE personal_data_erased_at IS NOT NULL)::integer AS erased
FROM data_access_request
GROUP BY 1, 2, 3, 4;
COMMENT ON VIEW data_access_request_statistics IS 'Requests per month, sector, status and channel. Counts every request, including those whose personal details were erased.';

-- ---------------------------------------------------------------------------
-- The newsletter's states (confirmation by e-mail comes with the mail outbox).

ALTER TABLE newsletter_subscriber
    ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
    ADD COLUMN confirmed_at timestamptz,
    ADD COLUMN unsubscribed_at timestamptz;
COMMENT ON COLUMN newsletter_subscriber.status IS 'pending until the address is confirmed; confirmed; or unsubscribed. Pending sign-ups are deleted after 30 days.';
COMMENT ON COLUMN newsletter_subscriber.confirmed_at IS 'When the address was confirmed.';
COMMENT ON COLUMN newsletter_subscriber.unsubscribed_at IS 'When the address unsubscribed.';

CREATE VIEW newsletter_subscriber_counts AS
SELECT status, count(*)::integer AS addresses, min(created_at) AS oldest, max(created_at) AS newest
FROM newsletter_subscriber GROUP BY status;
COMMENT ON VIEW newsletter_subscriber_counts IS 'How many addresses are pending, confirmed and unsubscribed; the addresses themselves are not shown.';

-- ---------------------------------------------------------------------------
-- Retention and erasure

CREATE TABLE maintenance_run (
    job         text        PRIMARY KEY,
    last_run_at timestamptz NOT NULL,
    outcome     jsonb       NOT NULL
);
COMMENT ON TABLE maintenance_run IS 'When each daily job last ran, and what it did.';

CREATE FUNCTION erase_request_details(p_where_reference text) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE data_access_request
    SET organization_name = NULL, office_address = NULL, email_address = NULL, requester_name = NULL, designation = NULL,
        location_lgas = NULL, location_wards = NULL, location_communities = NULL,
        household_criteria = '{}', individual_criteria = '{}', decision_note = NULL, receipt_token = NULL,
        personal_data_erased_at = now()
    WHERE reference = p_where_reference AND personal_data_erased_at IS NULL;
$$;

-- Called by every instance of the site every hour; it does its work at most once a day.
CREATE FUNCTION run_daily_retention(p_request_days integer, p_pending_signup_days integer)
RETURNS TABLE (ran boolean, requests_erased integer, signups_deleted integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    erased integer := 0;
    deleted integer;
    reference_ text;
BEGIN
    IF p_request_days < 30 OR p_pending_signup_days < 1 THEN
        RAISE EXCEPTION 'Retention periods this short are refused: % and % days.', p_request_days, p_pending_signup_days;
    END IF;
    IF NOT pg_try_advisory_xact_lock(7260419002)
       OR EXISTS (SELECT FROM maintenance_run WHERE job = 'retention' AND last_run_at > now() - interval '23 hours') THEN
        RETURN QUERY SELECT false, 0, 0;
        RETURN;
    END IF;
    PERFORM set_config('nassco.erase_reason', format('retention after %s days', p_request_days), true);
    FOR reference_ IN
        SELECT reference FROM data_access_request
        WHERE personal_data_erased_at IS NULL AND decided_at < now() - make_interval(days => p_request_days)
    LOOP
        PERFORM erase_request_details(reference_);
        erased := erased + 1;
    END LOOP;
    DELETE FROM newsletter_subscriber WHERE status = 'pending' AND created_at < now() - make_interval(days => p_pending_signup_days);
    GET DIAGNOSTICS deleted = ROW_COUNT;
    PERFORM audit('retention', NULL, NULL, jsonb_build_object(
        'request_days', p_request_days, 'pending_signup_days', p_pending_signup_days,
        'requests_erased', erased, 'signups_deleted', deleted));
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('retention', now(), jsonb_build_object('requests_erased', erased, 'signups_deleted', deleted))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN QUERY SELECT true, erased, deleted;
END $$;

-- A person's data everywhere, on their request. The log says that it happened and how much, never the address.
CREATE FUNCTION privacy_erase(p_email text) RETURNS TABLE (requests_erased integer, subscriptions_deleted integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    address text := lower(btrim(p_email));
    erased integer := 0;
    deleted integer;
    reference_ text;
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
    DELETE FROM newsletter_subscriber WHERE email = address;
    GET DIAGNOSTICS deleted = ROW_COUNT;
    PERFORM audit('erasure on request', NULL, NULL, jsonb_build_object('requests_erased', erased, 'subscriptions_deleted', deleted));
    RETURN QUERY SELECT erased, deleted;
END $$;

-- Every request since a date, with contact details, for a spreadsheet. Logged with its count.
CREATE FUNCTION dar_export(p_since timestamptz)
RETURNS TABLE (reference text, received_at_lagos timestamp, status text, assignee text, organization_name text, sector text,
               email_address text, office_address text, requester_name text, designation text, data_requested text,
               location_state text, location_lgas text, location_wards text, location_communities text,
               household_criteria text, individual_criteria text, request_date date, channel text, decision_note text,
               decided_at_lagos timestamp)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    exported integer;
BEGIN
    RETURN QUERY
    SELECT s.reference, s.received_at_lagos, s.status, s.assignee, s.organization_name, s.sector,
           r.email_address, r.office_address, r.requester_name, r.designation, s.data_requested,
           s.location_state, s.location_lgas, s.location_wards, s.location_communities,
           s.household_criteria, s.individual_criteria, s.request_date, s.channel, s.decision_note, s.decided_at_lagos
    FROM data_access_request_summary s JOIN data_access_request r USING (id)
    WHERE r.created_at >= p_since
    ORDER BY r.created_at, r.id;
    GET DIAGNOSTICS exported = ROW_COUNT;
    PERFORM audit('export', NULL, NULL, jsonb_build_object('since', p_since, 'requests', exported));
END $$;

-- What the site may read back: one request, with the secret from its own receipt cookie, within the hour.
CREATE FUNCTION dar_receipt(p_reference text, p_token uuid) RETURNS SETOF data_access_request
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT * FROM data_access_request
    WHERE reference = p_reference AND receipt_token = p_token AND created_at > now() - interval '1 hour';
$$;

-- ---------------------------------------------------------------------------
-- Privileges. Functions are callable by PUBLIC unless revoked.

REVOKE EXECUTE ON FUNCTION audit(text, text, jsonb, jsonb), data_access_request_audit(), data_access_request_touch(),
    dar_set_status(text, text, text), dar_assign(text, text), dar_contact_details(text), erase_request_details(text),
    run_daily_retention(integer, integer), privacy_erase(text), dar_export(timestamptz), dar_receipt(text, uuid)
    FROM PUBLIC;

-- The site: content to read, its two forms to insert into, its rate limit, its receipt and its daily job.
GRANT SELECT ON lga_dataset, lga_summary, search_document, search_word TO nassco_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limit_window TO nassco_app;
GRANT INSERT (email, source_page, created_at) ON newsletter_subscriber TO nassco_app;
GRANT USAGE ON SEQUENCE newsletter_subscriber_id_seq TO nassco_app;
GRANT INSERT (organization_name, office_address, email_address, sector, wants_households, wants_individuals, wants_location,
              location_state, location_lgas, location_wards, location_communities, household_criteria, individual_criteria,
              requester_name, designation, request_date, channel, created_at, receipt_token)
    ON data_access_request TO nassco_app;
-- Prisma's INSERT … RETURNING id, reference needs these two; neither is personal data.
GRANT SELECT (id, reference) ON data_access_request TO nassco_app;
GRANT USAGE ON SEQUENCE data_access_request_id_seq, data_access_request_number_seq TO nassco_app;
GRANT EXECUTE ON FUNCTION dar_receipt(text, uuid), run_daily_retention(integer, integer) TO nassco_app;

-- Staff: the views and the log to read, and the workflow only through its functions.
GRANT SELECT ON data_access_request_summary, data_access_request_queue, data_access_request_statistics,
    newsletter_subscriber_counts, dar_status_transition, audit_log, maintenance_run,
    lga_dataset, lga_summary TO nassco_staff;
GRANT EXECUTE ON FUNCTION dar_set_status(text, text, text), dar_assign(text, text), dar_contact_details(text),
    privacy_erase(text), dar_export(timestamptz) TO nassco_staff;
