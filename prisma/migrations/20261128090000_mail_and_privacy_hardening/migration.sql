-- The database, mail and privacy findings of the security review (issue 30),
-- one section each; docs/decisions/ says why.

-- ---------------------------------------------------------------------------
-- Mail: the site writes messages and gets back only due ones, most urgent
-- first, through functions; it cannot read the outbox.

CREATE TABLE mail_kind (
    kind     text    PRIMARY KEY,
    priority integer NOT NULL CHECK (priority BETWEEN 1 AND 9)
);
COMMENT ON TABLE mail_kind IS 'The kinds of mail the site sends, and which go first: 1 before 2 before 3.';
COMMENT ON COLUMN mail_kind.priority IS '1: to someone waiting for it now; 2: to the office; 3: bulk mail to many readers (newsletter issue, for a later change).';
INSERT INTO mail_kind (kind, priority) VALUES
    ('newsletter confirmation', 1),
    ('request acknowledgement', 1),
    ('staff notification', 2),
    ('newsletter issue', 3);

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_fkey FOREIGN KEY (kind) REFERENCES mail_kind (kind);
ALTER TABLE mail_outbox ADD COLUMN priority integer;
UPDATE mail_outbox m SET priority = k.priority FROM mail_kind k WHERE k.kind = m.kind;
ALTER TABLE mail_outbox ALTER COLUMN priority SET NOT NULL;
COMMENT ON COLUMN mail_outbox.kind IS 'One of mail_kind.';
COMMENT ON COLUMN mail_outbox.priority IS 'From mail_kind when written: due messages go out lowest first.';

CREATE FUNCTION mail_outbox_priority() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    NEW.priority := (SELECT priority FROM mail_kind WHERE kind = NEW.kind);
    RETURN NEW;
END $$;
CREATE TRIGGER mail_outbox_priority BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION mail_outbox_priority();

DROP INDEX mail_outbox_due;
CREATE INDEX mail_outbox_due ON mail_outbox (priority, next_attempt_at, id) WHERE state IN ('pending', 'sending');

-- A claim lasts longer than one message can take (server/mail-transport.ts: 10 s to connect,
-- 10 s for the greeting, 20 s of silence at most); after it, another instance may take the message.
CREATE FUNCTION mail_claim(p_limit integer)
RETURNS TABLE (id bigint, message_id text, kind text, recipient text, subject text, text_body text, html_body text,
               headers jsonb, attempts integer)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox m
    SET state = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + interval '120 seconds'
    FROM (SELECT o.id FROM mail_outbox o
          WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now()
          ORDER BY o.priority, o.next_attempt_at, o.id
          LIMIT least(p_limit, 50)
          FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.message_id, m.kind, m.recipient, m.subject, m.text_body, m.html_body, m.headers, m.attempts;
$$;
COMMENT ON FUNCTION mail_claim(integer) IS 'The sender takes up to p_limit due messages, most urgent first, for two minutes. SKIP LOCKED lets every instance claim at once without two taking one message.';

-- Sent: only the metadata stays, so past mail cannot be read from the database by anyone. The
-- headers go too: List-Unsubscribe holds the subscriber's secret.
CREATE FUNCTION mail_mark_sent(p_id bigint) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox
    SET state = 'sent', sent_at = now(), recipient = NULL, text_body = NULL, html_body = NULL, headers = '{}', last_error = NULL
    WHERE id = p_id AND state = 'sending';
$$;
UPDATE mail_outbox SET headers = '{}' WHERE state = 'sent';
COMMENT ON COLUMN mail_outbox.headers IS 'Extra headers, such as List-Unsubscribe. Cleared once sent.';

-- Failed: due again after p_retry_seconds, or, with null, dead until staff retry it.
CREATE FUNCTION mail_mark_failed(p_id bigint, p_error text, p_retry_seconds integer) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox
    SET state = CASE WHEN p_retry_seconds IS NULL THEN 'dead' ELSE 'pending' END,
        next_attempt_at = now() + make_interval(secs => coalesce(p_retry_seconds, 0)),
        last_error = left(p_error, 1000)
    WHERE id = p_id AND state = 'sending';
$$;

REVOKE EXECUTE ON FUNCTION mail_outbox_priority(), mail_claim(integer), mail_mark_sent(bigint),
    mail_mark_failed(bigint, text, integer) FROM PUBLIC;
REVOKE SELECT, INSERT, UPDATE ON mail_outbox FROM nassco_app;
GRANT INSERT (message_id, kind, recipient, subject, text_body, html_body, headers) ON mail_outbox TO nassco_app;
GRANT EXECUTE ON FUNCTION mail_claim(integer), mail_mark_sent(bigint), mail_mark_failed(bigint, text, integer) TO nassco_app;
GRANT SELECT ON mail_kind TO nassco_staff;

-- ---------------------------------------------------------------------------
-- Retention periods, written by `npm run db:prepare` (the owner). The site
-- reads them for the privacy policy; nobody but the owner can change them.
-- The daily job takes them from here, and now deletes old page views too.

CREATE TABLE retention_settings (
    id                  boolean     PRIMARY KEY DEFAULT true CHECK (id),
    request_days        integer     NOT NULL DEFAULT 730 CHECK (request_days BETWEEN 30 AND 3650),
    page_view_days      integer     NOT NULL DEFAULT 730 CHECK (page_view_days BETWEEN 30 AND 3650),
    pending_signup_days integer     NOT NULL DEFAULT 30 CHECK (pending_signup_days BETWEEN 7 AND 365),
    sent_mail_days      integer     NOT NULL DEFAULT 90 CHECK (sent_mail_days BETWEEN 1 AND 3650),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    updated_by          text        NOT NULL DEFAULT session_user
);
INSERT INTO retention_settings DEFAULT VALUES;

COMMENT ON TABLE retention_settings IS 'How long personal data and page-view counts are kept: one row, read by the daily retention job and stated by the privacy policy. Only nassco_owner changes it (npm run db:prepare writes RETENTION_DAYS_REQUESTS and RETENTION_DAYS_PAGE_VIEWS here); every change is in audit_log.';
COMMENT ON COLUMN retention_settings.request_days IS 'Days after a data access request is decided or withdrawn before its contact details are erased (RETENTION_DAYS_REQUESTS).';
COMMENT ON COLUMN retention_settings.page_view_days IS 'Days the daily page-view counts are kept (RETENTION_DAYS_PAGE_VIEWS).';
COMMENT ON COLUMN retention_settings.pending_signup_days IS 'Days an unconfirmed newsletter sign-up is kept after its latest confirmation mail; also how long dead mail is kept.';
COMMENT ON COLUMN retention_settings.sent_mail_days IS 'Days the metadata of sent mail is kept, and the .eml copies the site writes without SMTP_URL.';
COMMENT ON COLUMN retention_settings.updated_at IS 'When a period last changed.';
COMMENT ON COLUMN retention_settings.updated_by IS 'The login that last changed a period.';

CREATE FUNCTION retention_settings_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    NEW.updated_at := now();
    NEW.updated_by := session_user;
    PERFORM audit('retention settings', NULL, to_jsonb(OLD) - 'id' - 'updated_at' - 'updated_by', to_jsonb(NEW) - 'id' - 'updated_at' - 'updated_by');
    RETURN NEW;
END $$;
CREATE TRIGGER retention_settings_changed BEFORE UPDATE ON retention_settings
    FOR EACH ROW WHEN ((OLD.request_days, OLD.page_view_days, OLD.pending_signup_days, OLD.sent_mail_days)
                       IS DISTINCT FROM (NEW.request_days, NEW.page_view_days, NEW.pending_signup_days, NEW.sent_mail_days))
    EXECUTE FUNCTION retention_settings_changed();

DROP FUNCTION run_daily_retention(integer, integer);
CREATE FUNCTION run_daily_retention()
RETURNS TABLE (ran boolean, requests_erased integer, signups_deleted integer, page_view_rows_deleted integer, mail_deleted integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    settings retention_settings;
    erased integer := 0;
    signups integer;
    views integer;
    mail integer;
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
    -- From the latest confirmation mail: someone who unsubscribed and signs up again starts afresh.
    DELETE FROM newsletter_subscriber
    WHERE status = 'pending' AND coalesce(confirmation_sent_at, created_at) < now() - make_interval(days => settings.pending_signup_days);
    GET DIAGNOSTICS signups = ROW_COUNT;
    DELETE FROM page_view_daily WHERE day < (now() AT TIME ZONE 'Africa/Lagos')::date - settings.page_view_days;
    GET DIAGNOSTICS views = ROW_COUNT;
    -- Sent mail is metadata only, kept a while to answer "did it go?". Dead mail goes with its addressee's data.
    DELETE FROM mail_outbox
    WHERE (state = 'sent' AND sent_at < now() - make_interval(days => settings.sent_mail_days))
       OR (state = 'dead' AND created_at < now() - make_interval(days => settings.pending_signup_days));
    GET DIAGNOSTICS mail = ROW_COUNT;
    PERFORM audit('retention', NULL, NULL, jsonb_build_object(
        'request_days', settings.request_days, 'pending_signup_days', settings.pending_signup_days,
        'page_view_days', settings.page_view_days, 'sent_mail_days', settings.sent_mail_days,
        'requests_erased', erased, 'signups_deleted', signups, 'page_view_rows_deleted', views, 'mail_deleted', mail));
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('retention', now(), jsonb_build_object('requests_erased', erased, 'signups_deleted', signups,
                                                   'page_view_rows_deleted', views, 'mail_deleted', mail))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN QUERY SELECT true, erased, signups, views, mail;
END $$;
COMMENT ON FUNCTION run_daily_retention() IS 'Erases and deletes what is past its period in retention_settings. Every instance calls it hourly; it works at most once a day.';

REVOKE EXECUTE ON FUNCTION retention_settings_changed(), run_daily_retention() FROM PUBLIC;
GRANT SELECT ON retention_settings TO nassco_app, nassco_staff;
GRANT EXECUTE ON FUNCTION run_daily_retention() TO nassco_app;

-- ---------------------------------------------------------------------------
-- Newsletter links: a random secret per confirmation mail, of which only the
-- SHA-256 is stored, checked here. A new secret comes with each confirmation
-- mail; links in earlier ones stop working.

ALTER TABLE newsletter_subscriber
    ADD COLUMN token_sha256 char(64),
    ADD COLUMN confirm_by timestamptz;
CREATE UNIQUE INDEX newsletter_subscriber_token_sha256_key ON newsletter_subscriber (token_sha256);
COMMENT ON COLUMN newsletter_subscriber.token_sha256 IS 'SHA-256 (hex) of the secret in the links of the latest confirmation mail: confirm and unsubscribe. The secret itself is not stored.';
COMMENT ON COLUMN newsletter_subscriber.confirm_by IS 'Until when the confirm link of the latest confirmation mail works.';
COMMENT ON COLUMN newsletter_subscriber.confirmation_sent_at IS 'When the latest confirmation mail was written; another is sent at most once an hour. An unconfirmed sign-up is deleted pending_signup_days after it.';
COMMENT ON COLUMN newsletter_subscriber.status IS 'pending until the address is confirmed; confirmed; or unsubscribed. Pending sign-ups are deleted retention_settings.pending_signup_days after their latest confirmation mail.';

CREATE FUNCTION newsletter_token_hash(p_token text) RETURNS char(64)
LANGUAGE sql IMMUTABLE STRICT SET search_path = public, pg_temp AS $$
    SELECT encode(sha256(convert_to(p_token, 'UTF8')), 'hex');
$$;

DROP FUNCTION newsletter_subscribe(text, text);
DROP FUNCTION newsletter_confirm(integer);
DROP FUNCTION newsletter_unsubscribe(integer);

-- True when a confirmation mail is due, with p_token in its links: a new address, a pending one
-- last mailed over an hour ago, or one that had unsubscribed and asks again. The row lock makes
-- concurrent calls for one address send one mail.
CREATE FUNCTION newsletter_subscribe(p_email text, p_source_page text, p_token text, p_confirm_days integer) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    due boolean;
BEGIN
    IF coalesce(p_token, '') !~ '^[A-Za-z0-9_-]{43}$' THEN
        RAISE EXCEPTION 'A link secret is 32 random bytes in base64url.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF coalesce(p_confirm_days, 0) NOT BETWEEN 1 AND (SELECT pending_signup_days FROM retention_settings) THEN
        RAISE EXCEPTION 'A confirm link works for 1 to pending_signup_days days, not %.', p_confirm_days USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO newsletter_subscriber (email, source_page) VALUES (p_email, p_source_page) ON CONFLICT (email) DO NOTHING;
    UPDATE newsletter_subscriber
    SET confirmation_sent_at = now(),
        confirm_by = now() + make_interval(days => p_confirm_days),
        token_sha256 = newsletter_token_hash(p_token),
        status = 'pending',
        source_page = CASE WHEN status = 'unsubscribed' THEN p_source_page ELSE source_page END,
        unsubscribed_at = NULL
    WHERE email = p_email
      AND (status = 'unsubscribed' OR (status = 'pending' AND (confirmation_sent_at IS NULL OR confirmation_sent_at < now() - interval '1 hour')))
    RETURNING true INTO due;
    RETURN coalesce(due, false);
END $$;

-- pending, expired (pending, past its confirm link's time), confirmed, unsubscribed; null for a secret nobody holds.
CREATE FUNCTION newsletter_link_state(p_token text) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT CASE WHEN status = 'pending' AND confirm_by < now() THEN 'expired' ELSE status END
    FROM newsletter_subscriber WHERE token_sha256 = newsletter_token_hash(p_token);
$$;

-- confirmed; expired; or gone (no such secret, or unsubscribed since).
CREATE FUNCTION newsletter_confirm(p_token text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    subscriber newsletter_subscriber;
BEGIN
    SELECT * INTO subscriber FROM newsletter_subscriber WHERE token_sha256 = newsletter_token_hash(p_token) FOR UPDATE;
    IF NOT FOUND OR subscriber.status = 'unsubscribed' THEN
        RETURN 'gone';
    END IF;
    IF subscriber.status = 'pending' AND subscriber.confirm_by < now() THEN
        RETURN 'expired';
    END IF;
    UPDATE newsletter_subscriber SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()) WHERE id = subscriber.id;
    RETURN 'confirmed';
END $$;

-- unsubscribed, or gone (no such secret). Keeps the address and the time, which is what honouring
-- the opt-out needs, and the secret's hash, so the same link answers the same again.
CREATE FUNCTION newsletter_unsubscribe(p_token text) RETURNS text
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    WITH done AS (
        UPDATE newsletter_subscriber
        SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), source_page = '-', confirmed_at = NULL,
            confirm_by = NULL
        WHERE token_sha256 = newsletter_token_hash(p_token)
        RETURNING id)
    SELECT CASE WHEN EXISTS (SELECT FROM done) THEN 'unsubscribed' ELSE 'gone' END;
$$;

REVOKE EXECUTE ON FUNCTION newsletter_token_hash(text), newsletter_subscribe(text, text, text, integer),
    newsletter_link_state(text), newsletter_confirm(text), newsletter_unsubscribe(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION newsletter_subscribe(text, text, text, integer), newsletter_link_state(text), newsletter_confirm(text),
    newsletter_unsubscribe(text) TO nassco_app;

-- ---------------------------------------------------------------------------
-- Reads of personal data that a rollback cannot hide. The audit row of a
-- read is its ticket: the details are handed out only for a ticket of the same
-- login, a few minutes old, whose transaction has committed. A procedure
-- commits the ticket and returns the details in one CALL.

ALTER TABLE audit_log ADD COLUMN xact_id bigint;
ALTER TABLE audit_log ALTER COLUMN xact_id SET DEFAULT pg_current_xact_id()::text::bigint;
COMMENT ON COLUMN audit_log.xact_id IS 'The transaction that wrote the row (pg_current_xact_id). Contact details and exports are handed out only once the transaction that recorded the read has committed.';

CREATE FUNCTION audit_ticket(p_ticket bigint, p_action text) RETURNS audit_log
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    ticket audit_log;
BEGIN
    SELECT * INTO ticket FROM audit_log
    WHERE id = p_ticket AND action = p_action AND actor = session_user AND at > clock_timestamp() - interval '5 minutes';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'Ticket % is not a % of yours from the last five minutes.', p_ticket, p_action
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF pg_xact_status(ticket.xact_id::text::xid8) IS DISTINCT FROM 'committed' THEN
        RAISE EXCEPTION 'Ticket % is not committed yet, so the read is not on record.', p_ticket
            USING ERRCODE = 'invalid_transaction_state',
                  HINT = 'Get the ticket on its own, outside BEGIN … COMMIT, then use it.';
    END IF;
    RETURN ticket;
END $$;
COMMENT ON FUNCTION audit_ticket(bigint, text) IS 'The audit row of a read, if it is this login''s, under five minutes old and committed; otherwise an error. Used by the functions that hand out personal data.';

CREATE FUNCTION dar_contact_details_ticket(p_reference text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    ticket bigint;
BEGIN
    IF NOT EXISTS (SELECT FROM data_access_request WHERE reference = p_reference) THEN
        RAISE EXCEPTION 'There is no data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO audit_log (action, subject) VALUES ('read personal details', p_reference) RETURNING id INTO ticket;
    RETURN ticket;
END $$;
COMMENT ON FUNCTION dar_contact_details_ticket(text) IS 'Records a read of one request''s contact details and returns the ticket for dar_contact_details_by_ticket(). CALL dar_contact_details(reference) does both.';

CREATE FUNCTION dar_contact_details_by_ticket(p_ticket bigint)
RETURNS TABLE (reference text, organization_name text, office_address text, email_address text, requester_name text, designation text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    ticket audit_log := audit_ticket(p_ticket, 'read personal details');
BEGIN
    RETURN QUERY SELECT r.reference, r.organization_name, r.office_address, r.email_address, r.requester_name, r.designation
                 FROM data_access_request r WHERE r.reference = ticket.subject;
END $$;
COMMENT ON FUNCTION dar_contact_details_by_ticket(bigint) IS 'The contact details a committed ticket from dar_contact_details_ticket() is for.';

-- SECURITY INVOKER, without SET: PostgreSQL allows COMMIT in a procedure only
-- then. Inside BEGIN … or a savepoint the COMMIT fails, before anything is read.
CREATE PROCEDURE dar_contact_details(p_reference text,
    INOUT organization_name text DEFAULT NULL, INOUT office_address text DEFAULT NULL, INOUT email_address text DEFAULT NULL,
    INOUT requester_name text DEFAULT NULL, INOUT designation text DEFAULT NULL)
LANGUAGE plpgsql AS $$
DECLARE
    ticket bigint;
BEGIN
    ticket := public.dar_contact_details_ticket(p_reference);
    COMMIT;
    SELECT d.organization_name, d.office_address, d.email_address, d.requester_name, d.designation
    INTO organization_name, office_address, email_address, requester_name, designation
    FROM public.dar_contact_details_by_ticket(ticket) d;
END $$;
COMMENT ON PROCEDURE dar_contact_details(text, text, text, text, text, text) IS 'CALL dar_contact_details(''DAR-…''): records the read under your login, commits it, then returns the contact details. Works only on its own, not inside BEGIN … COMMIT.';

CREATE FUNCTION dar_export_audit(p_since timestamptz) RETURNS bigint
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    INSERT INTO audit_log (action, after)
    VALUES ('export', jsonb_build_object('since', p_since,
                                         'requests', (SELECT count(*) FROM data_access_request WHERE created_at >= p_since)))
    RETURNING id;
$$;
COMMENT ON FUNCTION dar_export_audit(timestamptz) IS 'Records an export of the requests received since a time, with their count, and returns the ticket for dar_export(). CALL dar_export_ticket(since) does it and commits.';

CREATE PROCEDURE dar_export_ticket(p_since timestamptz, INOUT ticket bigint DEFAULT NULL)
LANGUAGE plpgsql AS $$
BEGIN
    ticket := public.dar_export_audit(p_since);
    COMMIT;
END $$;
COMMENT ON PROCEDURE dar_export_ticket(timestamptz, bigint) IS 'CALL dar_export_ticket(''2026-01-01''): records an export under your login, commits it, and returns the ticket for SELECT * FROM dar_export(ticket) within five minutes.';

DROP FUNCTION dar_contact_details(text);
DROP FUNCTION dar_export(timestamptz);

CREATE FUNCTION dar_export(p_ticket bigint)
RETURNS TABLE (reference text, received_at_lagos timestamp, status text, assignee text, organization_name text, sector text,
               email_address text, office_address text, requester_name text, designation text, data_requested text,
               location_state text, location_lgas text, location_wards text, location_communities text,
               household_criteria text, individual_criteria text, request_date date, channel text, decision_note text,
               decided_at_lagos timestamp)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    ticket audit_log := audit_ticket(p_ticket, 'export');
BEGIN
    RETURN QUERY
    SELECT s.reference, s.received_at_lagos, s.status, s.assignee, s.organization_name, s.sector,
           r.email_address, r.office_address, r.requester_name, r.designation, s.data_requested,
           s.location_state, s.location_lgas, s.location_wards, s.location_communities,
           s.household_criteria, s.individual_criteria, s.request_date, s.channel, s.decision_note, s.decided_at_lagos
    FROM data_access_request_summary s JOIN data_access_request r USING (id)
    WHERE r.created_at >= (ticket.after ->> 'since')::timestamptz
    ORDER BY r.created_at, r.id;
END $$;
COMMENT ON FUNCTION dar_export(bigint) IS 'Every request since the ticket''s time, contact details included, for a committed ticket of yours from CALL dar_export_ticket(since).';

REVOKE EXECUTE ON FUNCTION audit_ticket(bigint, text), dar_contact_details_ticket(text), dar_contact_details_by_ticket(bigint),
    dar_export_audit(timestamptz), dar_export(bigint) FROM PUBLIC;
REVOKE EXECUTE ON PROCEDURE dar_contact_details(text, text, text, text, text, text), dar_export_ticket(timestamptz, bigint) FROM PUBLIC;
-- The procedures run as their caller, so staff call the functions too; those answer only for a committed ticket.
GRANT EXECUTE ON FUNCTION dar_contact_details_ticket(text), dar_contact_details_by_ticket(bigint), dar_export_audit(timestamptz),
    dar_export(bigint) TO nassco_staff;
GRANT EXECUTE ON PROCEDURE dar_contact_details(text, text, text, text, text, text), dar_export_ticket(timestamptz, bigint) TO nassco_staff;

-- ---------------------------------------------------------------------------
-- Erasure reaches the notes quoted in the audit log. What was there stays
-- provable (its SHA-256), and nothing of it readable.

CREATE FUNCTION audit_redact_note(p_fields jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE SET search_path = public, pg_temp AS $$
    SELECT CASE WHEN jsonb_typeof(p_fields -> 'decision_note') = 'string'
                THEN (p_fields - 'decision_note')
                     || jsonb_build_object('decision_note_sha256', encode(sha256(convert_to(p_fields ->> 'decision_note', 'UTF8')), 'hex'))
                ELSE p_fields END;
$$;

CREATE OR REPLACE FUNCTION erase_request_details(p_where_reference text) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE data_access_request
    SET organization_name = NULL, office_address = NULL, email_address = NULL, requester_name = NULL, designation = NULL,
        location_lgas = NULL, location_wards = NULL, location_communities = NULL,
        household_criteria = '{}', individual_criteria = '{}', decision_note = NULL, receipt_token = NULL,
        personal_data_erased_at = now()
    WHERE reference = p_where_reference AND personal_data_erased_at IS NULL;
    UPDATE audit_log
    SET before = audit_redact_note(before), after = audit_redact_note(after)
    WHERE subject = p_where_reference
      AND (jsonb_typeof(before -> 'decision_note') = 'string' OR jsonb_typeof(after -> 'decision_note') = 'string');
$$;

COMMENT ON TABLE audit_log IS 'Append-only record of every workflow change, every read of personal details through the staff functions, every export and every erasure. Staff may read it; only nassco_owner can change it, and erasure replaces the decision notes quoted here by their SHA-256. Never holds the personal data it records the erasure of.';

REVOKE EXECUTE ON FUNCTION audit_redact_note(jsonb) FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- Notices to the office: so many an hour (the site says how many), the rest in one digest.

INSERT INTO mail_kind (kind, priority) VALUES ('staff digest', 2);

CREATE TABLE staff_digest_entry (
    reference  text        PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE staff_digest_entry IS 'New requests not announced one by one, because the office had its notices for the hour: the next staff digest lists them.';

-- Inside the transaction that stores a request: true if the office gets a notice of its own
-- (fewer than p_per_hour went in the last hour). The lock makes concurrent requests count one
-- after another.
CREATE FUNCTION staff_notice_due(p_reference text, p_per_hour integer) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(7260419003);
    IF (SELECT count(*) FROM mail_outbox WHERE kind = 'staff notification' AND created_at > now() - interval '1 hour') < p_per_hour THEN
        RETURN true;
    END IF;
    INSERT INTO staff_digest_entry (reference) VALUES (p_reference);
    RETURN false;
END $$;
COMMENT ON FUNCTION staff_notice_due(text, integer) IS 'At most p_per_hour notices of new requests go to the office in any hour; later requests wait in staff_digest_entry for the digest.';

-- An hour after the first of them waited, the references, once, to whichever instance asks first.
CREATE FUNCTION staff_digest_take() RETURNS SETOF text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NOT pg_try_advisory_xact_lock(7260419004)
       OR NOT EXISTS (SELECT FROM staff_digest_entry WHERE created_at <= now() - interval '1 hour') THEN
        RETURN;
    END IF;
    RETURN QUERY DELETE FROM staff_digest_entry RETURNING reference;
END $$;
COMMENT ON FUNCTION staff_digest_take() IS 'Takes every waiting reference for one digest mail, written in the same transaction, once the oldest has waited an hour.';

REVOKE EXECUTE ON FUNCTION staff_notice_due(text, integer), staff_digest_take() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_notice_due(text, integer), staff_digest_take() TO nassco_app;
GRANT SELECT ON staff_digest_entry TO nassco_staff;
