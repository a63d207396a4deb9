-- Newsletters the office writes and sends (issue 35,
-- docs/decisions/0039-newsletters-through-the-outbox.md). A publisher writes an
-- issue, sends a test to their own address, then sends it: one transaction
-- queues one message per confirmed subscriber, each with its own unsubscribe
-- secret, so a crash never leaves half a send. The outbox sends bulk mail in
-- a lane of its own, at most so many a minute across every instance, and
-- never sends a newsletter twice to anyone: a message the sender was handing
-- to the mail server when its instance died is given up, not sent again.

-- ---------------------------------------------------------------------------
-- A person's own address, for the test of a newsletter.

ALTER TABLE staff_account ADD COLUMN email text CHECK (email ~ '^[^@\s]+@[^@\s]+$' AND length(email) <= 254);
COMMENT ON COLUMN staff_account.email IS 'The person''s own work address, set by them in the back office: tests of a newsletter go to it. Never shown to anyone else.';

CREATE FUNCTION staff_email(p_token_sha256 bytea) RETURNS text
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'admin']);
BEGIN
    RETURN v_member.email;
END $$;

CREATE FUNCTION staff_email_set(p_token_sha256 bytea, p_email text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'admin']);
BEGIN
    UPDATE staff_account SET email = nullif(lower(btrim(p_email)), '') WHERE id = v_member.id;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'own e-mail address changed', 'staff:' || v_member.name);
END $$;

-- ---------------------------------------------------------------------------
-- Issues and their deliveries.

CREATE TABLE newsletter_issue (
    id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    subject         text        NOT NULL CONSTRAINT newsletter_issue_subject_check
                                CHECK (btrim(subject) <> '' AND length(subject) <= 150 AND subject !~ '[\r\n]'),
    body            text        NOT NULL DEFAULT '' CONSTRAINT newsletter_issue_body_check CHECK (length(body) <= 50000),
    state           text        NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'queued')),
    created_by      text        NOT NULL,
    updated_by      text        NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    tested_at       timestamptz,
    queued_by       text,
    queued_at       timestamptz,
    recipients      integer     CHECK (recipients >= 0),
    CHECK ((state = 'queued') = (queued_at IS NOT NULL AND queued_by IS NOT NULL AND recipients IS NOT NULL))
);
REVOKE ALL ON newsletter_issue FROM PUBLIC;
GRANT SELECT ON newsletter_issue TO nassco_staff;
COMMENT ON TABLE newsletter_issue IS 'A newsletter: a draft a publisher writes in Markdown, then queued, once, to every confirmed subscriber. Written only by the staff_newsletter_* functions.';
COMMENT ON COLUMN newsletter_issue.tested_at IS 'When its writer last sent themself a test; it can be sent only after a test of its latest words.';
COMMENT ON COLUMN newsletter_issue.recipients IS 'How many confirmed subscribers it was queued to.';

CREATE TABLE newsletter_delivery (
    issue_id           bigint      NOT NULL REFERENCES newsletter_issue ON DELETE CASCADE,
    subscriber_id      integer     NOT NULL REFERENCES newsletter_subscriber ON DELETE CASCADE,
    message_id         text        NOT NULL UNIQUE,
    unsubscribe_sha256 char(64)    NOT NULL UNIQUE,
    state              text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dead', 'cancelled')),
    sent_at            timestamptz,
    -- One copy of an issue per address, whatever happens.
    PRIMARY KEY (issue_id, subscriber_id)
);
REVOKE ALL ON newsletter_delivery FROM PUBLIC;
COMMENT ON TABLE newsletter_delivery IS 'One row per issue and subscriber: the primary key is why nobody gets an issue twice. Its state follows the message in the outbox; the address is only in the outbox, until sent.';
COMMENT ON COLUMN newsletter_delivery.unsubscribe_sha256 IS 'SHA-256 (hex) of the secret in this copy''s unsubscribe link and List-Unsubscribe header.';
COMMENT ON COLUMN newsletter_delivery.state IS 'pending, sent, dead (see mail_outbox_summary for why), or cancelled (the address unsubscribed before it went).';

-- ---------------------------------------------------------------------------
-- The outbox: a cancelled state, the moment a bulk message is handed over,
-- and when each message was claimed (the bulk lane's rate).

INSERT INTO mail_kind (kind, priority) VALUES ('newsletter test', 1);

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_state_check;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_check;
ALTER TABLE mail_outbox
    ADD CONSTRAINT mail_outbox_state_check CHECK (state IN ('pending', 'sending', 'sent', 'dead', 'cancelled')),
    ADD CONSTRAINT mail_outbox_check CHECK (state IN ('sent', 'cancelled') OR (recipient IS NOT NULL AND text_body IS NOT NULL AND html_body IS NOT NULL)),
    ADD COLUMN claimed_at     timestamptz,
    ADD COLUMN handed_over_at timestamptz;
CREATE INDEX mail_outbox_bulk_claims ON mail_outbox (claimed_at) WHERE priority >= 3;
COMMENT ON COLUMN mail_outbox.state IS 'pending (waiting, or waiting to retry); sending (claimed by an instance until next_attempt_at); sent; dead (every attempt failed, or a newsletter whose sender stopped mid-hand-over: see last_error, and mail_retry()); cancelled (a newsletter to an address that unsubscribed first).';
COMMENT ON COLUMN mail_outbox.claimed_at IS 'When an instance last claimed it: newsletters go out at most NEWSLETTER_PER_MINUTE a minute, counted across instances.';
COMMENT ON COLUMN mail_outbox.handed_over_at IS 'When the sender began handing a newsletter to the mail server. If its claim lapses after this, the message is given up, never sent twice.';

DROP FUNCTION mail_claim(integer);
CREATE FUNCTION mail_claim(p_limit integer, p_bulk boolean, p_bulk_per_minute integer)
RETURNS TABLE (id bigint, message_id text, kind text, recipient text, subject text, text_body text, html_body text,
               headers jsonb, attempts integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_limit integer := least(greatest(p_limit, 0), 50);
BEGIN
    IF p_bulk THEN
        -- One instance at a time takes from the minute's allowance.
        PERFORM pg_advisory_xact_lock(7260419006);
        UPDATE mail_outbox o
        SET state = 'dead',
            last_error = 'The instance sending it stopped while handing it to the mail server, so it may have been delivered. It was not sent again, so that nobody gets two copies.'
        WHERE o.priority >= 3 AND o.state = 'sending' AND o.handed_over_at IS NOT NULL AND o.next_attempt_at <= now();
        v_limit := least(v_limit, greatest(0, p_bulk_per_minute
            - (SELECT count(*) FROM mail_outbox o WHERE o.priority >= 3 AND o.claimed_at > now() - interval '1 minute')::integer));
        IF v_limit = 0 THEN RETURN; END IF;
    END IF;
    RETURN QUERY
    UPDATE mail_outbox m
    SET state = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + interval '120 seconds', claimed_at = now(),
        handed_over_at = NULL
    FROM (SELECT o.id FROM mail_outbox o
          WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now() AND (o.priority >= 3) = p_bulk
          ORDER BY o.priority, o.next_attempt_at, o.id
          LIMIT v_limit
          FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.message_id, m.kind, m.recipient, m.subject, m.text_body, m.html_body, m.headers, m.attempts;
END $$;
COMMENT ON FUNCTION mail_claim(integer, boolean, integer) IS 'The sender takes due messages for two minutes: urgent ones (p_bulk false), most urgent first, or newsletters (p_bulk true), at most p_bulk_per_minute a minute across every instance. SKIP LOCKED lets every instance claim at once without two taking one message.';

-- Just before a newsletter goes to the mail server.
CREATE FUNCTION mail_hand_over(p_id bigint) RETURNS boolean
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox SET handed_over_at = clock_timestamp() WHERE id = p_id AND state = 'sending' RETURNING true;
$$;

CREATE OR REPLACE FUNCTION mail_mark_sent(p_id bigint) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox
    SET state = 'sent', sent_at = now(), recipient = NULL, text_body = NULL, html_body = NULL, headers = '{}', last_error = NULL,
        handed_over_at = NULL
    WHERE id = p_id AND state = 'sending';
$$;

CREATE OR REPLACE FUNCTION mail_mark_failed(p_id bigint, p_error text, p_retry_seconds integer) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox
    SET state = CASE WHEN p_retry_seconds IS NULL THEN 'dead' ELSE 'pending' END,
        next_attempt_at = now() + make_interval(secs => coalesce(p_retry_seconds, 0)),
        last_error = left(p_error, 1000),
        handed_over_at = NULL
    WHERE id = p_id AND state = 'sending';
$$;

-- A delivery's state follows its message.
CREATE FUNCTION mail_outbox_delivery_state() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    UPDATE newsletter_delivery SET state = NEW.state, sent_at = NEW.sent_at WHERE message_id = NEW.message_id;
    RETURN NEW;
END $$;
CREATE TRIGGER mail_outbox_delivery_state AFTER UPDATE OF state ON mail_outbox
    FOR EACH ROW WHEN (NEW.kind = 'newsletter issue' AND NEW.state IN ('pending', 'sent', 'dead', 'cancelled') AND NEW.state IS DISTINCT FROM OLD.state)
    EXECUTE FUNCTION mail_outbox_delivery_state();

-- ---------------------------------------------------------------------------
-- Unsubscribing works from a newsletter's own link too, and stops what is
-- still waiting for that address.

CREATE OR REPLACE FUNCTION newsletter_link_state(p_token text) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT CASE WHEN status = 'pending' AND confirm_by < now() THEN 'expired' ELSE status END
    FROM newsletter_subscriber
    WHERE token_sha256 = newsletter_token_hash(p_token)
       OR id = (SELECT d.subscriber_id FROM newsletter_delivery d WHERE d.unsubscribe_sha256 = newsletter_token_hash(p_token))
    LIMIT 1;
$$;

CREATE OR REPLACE FUNCTION newsletter_unsubscribe(p_token text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_id integer;
BEGIN
    SELECT s.id INTO v_id FROM newsletter_subscriber s WHERE s.token_sha256 = newsletter_token_hash(p_token);
    IF v_id IS NULL THEN
        SELECT d.subscriber_id INTO v_id FROM newsletter_delivery d WHERE d.unsubscribe_sha256 = newsletter_token_hash(p_token);
    END IF;
    IF v_id IS NULL THEN RETURN 'gone'; END IF;
    UPDATE newsletter_subscriber
    SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), source_page = '-', confirmed_at = NULL, confirm_by = NULL
    WHERE id = v_id;
    UPDATE mail_outbox o
    SET state = 'cancelled', recipient = NULL, text_body = NULL, html_body = NULL, headers = '{}', last_error = 'Unsubscribed before it was sent.'
    FROM newsletter_delivery d
    WHERE d.subscriber_id = v_id AND d.message_id = o.message_id AND o.state = 'pending';
    RETURN 'unsubscribed';
END $$;

-- Cancelled newsletters go with sent mail, after sent_mail_days.
CREATE OR REPLACE FUNCTION run_daily_retention()
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

-- ---------------------------------------------------------------------------
-- The publisher's functions.

-- Every issue, newest first, with how its sending stands.
CREATE FUNCTION staff_newsletters(p_token_sha256 bytea) RETURNS SETOF jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN QUERY
    SELECT to_jsonb(i) - 'body' || jsonb_build_object('progress', newsletter_progress(i.id))
    FROM newsletter_issue i ORDER BY i.created_at DESC, i.id DESC;
END $$;

CREATE FUNCTION newsletter_progress(p_issue bigint) RETURNS jsonb
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT jsonb_build_object(
        'pending', count(*) FILTER (WHERE d.state = 'pending'),
        'sent', count(*) FILTER (WHERE d.state = 'sent'),
        'dead', count(*) FILTER (WHERE d.state = 'dead'),
        'cancelled', count(*) FILTER (WHERE d.state = 'cancelled'))
    FROM newsletter_delivery d WHERE d.issue_id = p_issue;
$$;

-- One issue, its progress, and the messages that failed, with why: never an address.
CREATE FUNCTION staff_newsletter(p_token_sha256 bytea, p_issue bigint) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN (SELECT to_jsonb(i) || jsonb_build_object(
                'progress', newsletter_progress(i.id),
                'failures', coalesce((SELECT jsonb_agg(jsonb_build_object('id', o.id, 'state', o.state, 'attempts', o.attempts,
                                                                          'last_error', o.last_error, 'next_attempt_at', o.next_attempt_at)
                                                       ORDER BY o.id)
                                      FROM newsletter_delivery d JOIN mail_outbox o ON o.message_id = d.message_id
                                      WHERE d.issue_id = i.id AND o.last_error IS NOT NULL AND o.state IN ('pending', 'dead')), '[]'),
                'confirmed_subscribers', (SELECT count(*) FROM newsletter_subscriber s WHERE s.status = 'confirmed'))
            FROM newsletter_issue i WHERE i.id = p_issue);
END $$;

-- Saves a draft (a new one when p_issue is null); returns its id. A sent issue is never changed.
CREATE FUNCTION staff_newsletter_save(p_token_sha256 bytea, p_issue bigint, p_subject text, p_body text) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_id bigint;
BEGIN
    IF p_issue IS NULL THEN
        INSERT INTO newsletter_issue (subject, body, created_by, updated_by)
        VALUES (btrim(p_subject), p_body, v_member.name, v_member.name) RETURNING id INTO v_id;
    ELSE
        UPDATE newsletter_issue
        SET subject = btrim(p_subject), body = p_body, updated_by = v_member.name, updated_at = clock_timestamp()
        WHERE id = p_issue AND state = 'draft' AND (subject, body) IS DISTINCT FROM (btrim(p_subject), p_body)
        RETURNING id INTO v_id;
        IF v_id IS NULL THEN
            IF NOT EXISTS (SELECT FROM newsletter_issue WHERE id = p_issue AND state = 'draft') THEN
                RAISE EXCEPTION 'newsletter % has been sent, or does not exist', p_issue USING ERRCODE = 'object_in_use';
            END IF;
            RETURN p_issue;
        END IF;
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'newsletter saved', 'newsletter:' || v_id, jsonb_build_object('subject', btrim(p_subject)));
    RETURN v_id;
END $$;

-- A test to the writer's own address, of the issue's words as saved; returns the address it went to.
CREATE FUNCTION staff_newsletter_test(p_token_sha256 bytea, p_issue bigint, p_message_id text, p_subject text, p_text text, p_html text)
RETURNS text
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
BEGIN
    IF v_member.email IS NULL THEN
        RAISE EXCEPTION 'add your own e-mail address first' USING ERRCODE = 'not_null_violation', CONSTRAINT = 'staff_account_email_check';
    END IF;
    UPDATE newsletter_issue SET tested_at = clock_timestamp() WHERE id = p_issue AND state = 'draft';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'newsletter % has been sent, or does not exist', p_issue USING ERRCODE = 'object_in_use';
    END IF;
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
    VALUES (p_message_id, 'newsletter test', v_member.email, left('Test: ' || p_subject, 200), p_text, p_html, '{"Auto-Submitted": "auto-generated"}');
    PERFORM pg_notify('nassco_mail_queued', '');
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'newsletter test sent', 'newsletter:' || p_issue);
    RETURN v_member.email;
END $$;

-- Queues the issue to every confirmed subscriber, once, in one transaction.
-- {{unsubscribe}} in the text and HTML becomes each copy's own link.
CREATE FUNCTION staff_newsletter_send(p_token_sha256 bytea, p_issue bigint, p_subject text, p_text text, p_html text,
                                      p_domain text, p_unsubscribe_base text) RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_issue newsletter_issue;
    v_count integer;
BEGIN
    SELECT * INTO v_issue FROM newsletter_issue WHERE id = p_issue FOR UPDATE;
    IF NOT FOUND OR v_issue.state <> 'draft' THEN
        RAISE EXCEPTION 'newsletter % has been sent, or does not exist', p_issue USING ERRCODE = 'object_in_use';
    END IF;
    IF v_issue.tested_at IS NULL OR v_issue.tested_at < v_issue.updated_at THEN
        RAISE EXCEPTION 'send yourself a test of these words first' USING ERRCODE = 'check_violation', CONSTRAINT = 'newsletter_issue_tested';
    END IF;
    IF p_domain !~ '^[A-Za-z0-9.-]+$' OR p_unsubscribe_base !~ '^https?://[^\s<>"]+$' THEN
        RAISE EXCEPTION 'bad message domain or unsubscribe address' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    WITH recipients AS MATERIALIZED (
        SELECT s.id, s.email,
               rtrim(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') AS token,
               '<' || gen_random_uuid() || '@' || p_domain || '>' AS message_id
        FROM newsletter_subscriber s WHERE s.status = 'confirmed'
    ), deliveries AS (
        INSERT INTO newsletter_delivery (issue_id, subscriber_id, message_id, unsubscribe_sha256)
        SELECT p_issue, r.id, r.message_id, newsletter_token_hash(r.token) FROM recipients r
    )
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
    SELECT r.message_id, 'newsletter issue', r.email, p_subject,
           replace(p_text, '{{unsubscribe}}', p_unsubscribe_base || r.token),
           replace(p_html, '{{unsubscribe}}', p_unsubscribe_base || r.token),
           jsonb_build_object('List-Unsubscribe', '<' || p_unsubscribe_base || r.token || '>',
                              'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click', 'Precedence', 'bulk')
    FROM recipients r;
    GET DIAGNOSTICS v_count = ROW_COUNT;
    UPDATE newsletter_issue SET state = 'queued', queued_by = v_member.name, queued_at = now(), recipients = v_count WHERE id = p_issue;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'newsletter sent', 'newsletter:' || p_issue, jsonb_build_object('subject', p_subject, 'recipients', v_count));
    PERFORM pg_notify('nassco_mail_queued', '');
    RETURN v_count;
END $$;

-- Puts an issue's dead messages back in the queue.
CREATE FUNCTION staff_newsletter_retry(p_token_sha256 bytea, p_issue bigint) RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_count integer;
BEGIN
    UPDATE mail_outbox o SET state = 'pending', attempts = 0, next_attempt_at = now(), last_error = NULL
    FROM newsletter_delivery d
    WHERE d.issue_id = p_issue AND d.message_id = o.message_id AND o.state = 'dead';
    GET DIAGNOSTICS v_count = ROW_COUNT;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'newsletter retried', 'newsletter:' || p_issue, jsonb_build_object('messages', v_count));
    PERFORM pg_notify('nassco_mail_queued', '');
    RETURN v_count;
END $$;

-- ---------------------------------------------------------------------------
-- Privileges.

REVOKE ALL ON FUNCTION mail_claim(integer, boolean, integer), mail_hand_over(bigint), mail_outbox_delivery_state(),
    newsletter_progress(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION mail_claim(integer, boolean, integer), mail_hand_over(bigint) TO nassco_app;

DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY[
        'staff_email(bytea)', 'staff_email_set(bytea, text)', 'staff_newsletters(bytea)', 'staff_newsletter(bytea, bigint)',
        'staff_newsletter_save(bytea, bigint, text, text)', 'staff_newsletter_test(bytea, bigint, text, text, text, text)',
        'staff_newsletter_send(bytea, bigint, text, text, text, text, text)', 'staff_newsletter_retry(bytea, bigint)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_app', v_function);
    END LOOP;
END $$;
