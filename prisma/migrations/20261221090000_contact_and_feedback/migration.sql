-- Readers' messages from /contact, and "Was this page useful?" (issue 36).
--
-- The site inserts a message's own columns and reads back its reference alone;
-- request officers read messages only through the staff_* functions below,
-- each read a committed audit row under their name first (decision 0014).
-- Feedback is counts per day, page and answer, and comments with no reader
-- attached: the site adds to them only through page_feedback_record().

-- ---------------------------------------------------------------------------
-- Messages.

CREATE SEQUENCE contact_message_number_seq;

CREATE TABLE contact_message (
    id          serial      PRIMARY KEY,
    reference   text        NOT NULL UNIQUE
                            DEFAULT ('MSG-' || to_char(now() AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || lpad(nextval('contact_message_number_seq')::text, 6, '0')),
    kind        text        NOT NULL CHECK (kind IN ('problem', 'question')),
    page        text        CHECK (length(page) <= 500),
    message     text        NOT NULL CHECK (length(message) BETWEEN 1 AND 3000),
    name        text        CHECK (length(name) <= 200),
    reply_to    text        CHECK (length(reply_to) <= 254),
    received_at timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE contact_message_number_seq OWNED BY contact_message.reference;
CREATE INDEX contact_message_received_at ON contact_message (received_at);

COMMENT ON TABLE contact_message IS 'Messages from the contact page: a problem with a page, or a question. Deleted contact_message_days after they arrive.';
COMMENT ON COLUMN contact_message.page IS 'The page a problem is about, as the reader gave it.';
COMMENT ON COLUMN contact_message.reply_to IS 'Where the reader asked to be answered; NULL when they gave no address.';

REVOKE ALL ON contact_message FROM PUBLIC;
GRANT INSERT (kind, page, message, name, reply_to) ON contact_message TO nassco_app;
-- The reference alone, for INSERT … RETURNING and the reader's receipt.
GRANT SELECT (id, reference) ON contact_message TO nassco_app;
GRANT USAGE ON SEQUENCE contact_message_id_seq, contact_message_number_seq TO nassco_app;

-- ---------------------------------------------------------------------------
-- Page feedback: nothing about who answered.

CREATE TABLE page_feedback_daily (
    day    date    NOT NULL,
    path   text    NOT NULL CHECK (path ~ '^/[a-z0-9/-]{0,199}$'),
    answer text    NOT NULL CHECK (answer IN ('yes', 'no')),
    count  integer NOT NULL DEFAULT 0 CHECK (count >= 0),
    PRIMARY KEY (day, path, answer)
);
COMMENT ON TABLE page_feedback_daily IS 'How many readers answered "Was this page useful?" yes or no, per Lagos day and page: counts only.';

CREATE TABLE page_feedback_comment (
    id      bigserial PRIMARY KEY,
    day     date      NOT NULL,
    path    text      NOT NULL CHECK (path ~ '^/[a-z0-9/-]{0,199}$'),
    answer  text      NOT NULL CHECK (answer IN ('yes', 'no')),
    comment text      NOT NULL CHECK (length(comment) BETWEEN 1 AND 500)
);
CREATE INDEX page_feedback_comment_path ON page_feedback_comment (path, id);
COMMENT ON TABLE page_feedback_comment IS 'What readers added to their answer, with the day and page only: no address, cookie or time of day.';

REVOKE ALL ON page_feedback_daily, page_feedback_comment FROM PUBLIC;

-- One answer: its count goes up by one, and its comment, if any, is kept.
CREATE FUNCTION page_feedback_record(p_path text, p_answer text, p_comment text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_day date := (now() AT TIME ZONE 'Africa/Lagos')::date;
BEGIN
    INSERT INTO page_feedback_daily AS f (day, path, answer, count) VALUES (v_day, p_path, p_answer, 1)
    ON CONFLICT (day, path, answer) DO UPDATE SET count = f.count + 1;
    IF p_comment IS NOT NULL THEN
        INSERT INTO page_feedback_comment (day, path, answer, comment) VALUES (v_day, p_path, p_answer, p_comment);
    END IF;
END $$;

-- ---------------------------------------------------------------------------
-- The back office.

-- Messages, newest first, without what the reader wrote or who they are.
CREATE FUNCTION staff_contact_messages(p_token_sha256 bytea, p_limit integer, p_offset integer)
RETURNS TABLE (reference text, kind text, received_at timestamptz, has_reply_to boolean, total bigint)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['request_officer']);
    RETURN QUERY
    SELECT m.reference, m.kind, m.received_at, m.reply_to IS NOT NULL, count(*) OVER ()
    FROM contact_message m
    ORDER BY m.received_at DESC, m.id DESC
    LIMIT least(greatest(p_limit, 1), 200) OFFSET greatest(p_offset, 0);
END $$;

-- A message, in two steps as a request's contact details are: the ticket
-- (an audit row naming the officer) commits first; the message is handed
-- out only for a committed ticket of theirs under five minutes old.
CREATE FUNCTION staff_contact_message_ticket(p_token_sha256 bytea, p_reference text) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket bigint;
BEGIN
    IF NOT EXISTS (SELECT FROM contact_message WHERE reference = p_reference) THEN
        RAISE EXCEPTION 'There is no message %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'read contact message', p_reference) RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $$;

CREATE FUNCTION staff_contact_message(p_token_sha256 bytea, p_ticket bigint)
RETURNS TABLE (reference text, kind text, page text, message text, name text, reply_to text, received_at timestamptz)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read contact message', v_member.name);
BEGIN
    RETURN QUERY SELECT m.reference, m.kind, m.page, m.message, m.name, m.reply_to, m.received_at
                 FROM contact_message m WHERE m.reference = v_ticket.subject;
END $$;

-- Feedback per page (every day kept), with its latest comments: anyone signed in, as page views are.
CREATE FUNCTION staff_page_feedback(p_token_sha256 bytea) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'admin']);
    RETURN jsonb_build_object(
        'pages', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'yes', yes, 'no', no) ORDER BY no DESC, yes DESC, path), '[]')
                  FROM (SELECT path, (sum(count) FILTER (WHERE answer = 'yes'))::integer AS yes,
                               (sum(count) FILTER (WHERE answer = 'no'))::integer AS no
                        FROM page_feedback_daily GROUP BY path) p),
        'comments', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'day', day, 'answer', answer, 'comment', comment) ORDER BY id DESC), '[]')
                     FROM (SELECT * FROM page_feedback_comment ORDER BY id DESC LIMIT 200) c));
END $$;

-- ---------------------------------------------------------------------------
-- Retention: messages after contact_message_days (RETENTION_DAYS_CONTACT_MESSAGES),
-- feedback with the page-view counts.

ALTER TABLE retention_settings
    ADD COLUMN contact_message_days integer NOT NULL DEFAULT 365 CHECK (contact_message_days BETWEEN 30 AND 3650);
COMMENT ON COLUMN retention_settings.contact_message_days IS 'Days a message from the contact page is kept after it arrives (RETENTION_DAYS_CONTACT_MESSAGES).';

DROP TRIGGER retention_settings_changed ON retention_settings;
CREATE TRIGGER retention_settings_changed BEFORE UPDATE ON retention_settings
    FOR EACH ROW WHEN ((OLD.request_days, OLD.page_view_days, OLD.pending_signup_days, OLD.sent_mail_days, OLD.contact_message_days)
                       IS DISTINCT FROM (NEW.request_days, NEW.page_view_days, NEW.pending_signup_days, NEW.sent_mail_days, NEW.contact_message_days))
    EXECUTE FUNCTION retention_settings_changed();

CREATE OR REPLACE FUNCTION run_daily_retention()
RETURNS TABLE (ran boolean, requests_erased integer, signups_deleted integer, page_view_rows_deleted integer, mail_deleted integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    settings retention_settings;
    erased integer := 0;
    signups integer;
    views integer;
    mail integer;
    messages integer;
    feedback integer;
    comments integer;
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
        'requests_erased', erased, 'signups_deleted', signups, 'page_view_rows_deleted', views, 'mail_deleted', mail,
        'contact_messages_deleted', messages, 'page_feedback_rows_deleted', feedback, 'page_feedback_comments_deleted', comments));
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('retention', now(), jsonb_build_object('requests_erased', erased, 'signups_deleted', signups,
                                                   'page_view_rows_deleted', views, 'mail_deleted', mail,
                                                   'contact_messages_deleted', messages, 'page_feedback_rows_deleted', feedback,
                                                   'page_feedback_comments_deleted', comments))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN QUERY SELECT true, erased, signups, views, mail;
END $$;

-- ---------------------------------------------------------------------------
-- Privileges: the site calls these (each staff_* function checks the session).

DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY[
        'page_feedback_record(text, text, text)', 'staff_contact_messages(bytea, integer, integer)',
        'staff_contact_message_ticket(bytea, text)', 'staff_contact_message(bytea, bigint)', 'staff_page_feedback(bytea)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_app', v_function);
    END LOOP;
END $$;

-- Counts carry nothing about anyone: staff logins may query them in psql too.
GRANT SELECT ON page_feedback_daily TO nassco_staff;
