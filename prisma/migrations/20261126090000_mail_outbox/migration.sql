-- Mail the site sends: newsletter confirmations, request acknowledgements and
-- staff notifications. A message is written in the same transaction as the row
-- that causes it, and sent later by the site's sender (server/mail-sender.ts).

CREATE TABLE mail_outbox (
    id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    message_id      text        NOT NULL UNIQUE CHECK (message_id ~ '^<[^<>\s]+@[^<>\s]+>$'),
    kind            text        NOT NULL CHECK (kind IN ('newsletter confirmation', 'request acknowledgement', 'staff notification')),
    recipient       text        CHECK (length(recipient) <= 254),
    subject         text        NOT NULL CHECK (length(subject) <= 200 AND subject !~ '[\r\n]'),
    text_body       text,
    html_body       text,
    headers         jsonb       NOT NULL DEFAULT '{}',
    state           text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'dead')),
    attempts        integer     NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_error      text        CHECK (length(last_error) <= 1000),
    created_at      timestamptz NOT NULL DEFAULT now(),
    sent_at         timestamptz,
    -- Once sent, a message keeps only its metadata: nobody, the site included, reads past mail.
    CHECK (state = 'sent' OR (recipient IS NOT NULL AND text_body IS NOT NULL AND html_body IS NOT NULL)),
    CHECK ((state = 'sent') = (sent_at IS NOT NULL))
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE state IN ('pending', 'sending');

COMMENT ON TABLE mail_outbox IS 'Mail waiting to be sent, being sent, sent, or given up on (dead). Read it through mail_outbox_summary.';
COMMENT ON COLUMN mail_outbox.message_id IS 'The Message-ID header, fixed when the message is written, so a retry is recognisably the same message.';
COMMENT ON COLUMN mail_outbox.kind IS 'newsletter confirmation, request acknowledgement or staff notification.';
COMMENT ON COLUMN mail_outbox.recipient IS 'The address it goes to. Cleared once sent.';
COMMENT ON COLUMN mail_outbox.subject IS 'The subject line: a reference at most, never a person''s details.';
COMMENT ON COLUMN mail_outbox.text_body IS 'The plain-text part. Cleared once sent.';
COMMENT ON COLUMN mail_outbox.html_body IS 'The HTML part. Cleared once sent.';
COMMENT ON COLUMN mail_outbox.headers IS 'Extra headers, such as List-Unsubscribe.';
COMMENT ON COLUMN mail_outbox.state IS 'pending (waiting, or waiting to retry); sending (claimed by an instance until next_attempt_at); sent; dead (every attempt failed: see last_error, and mail_retry()).';
COMMENT ON COLUMN mail_outbox.attempts IS 'How many times sending was tried.';
COMMENT ON COLUMN mail_outbox.next_attempt_at IS 'When it is next due; for a message being sent, when its claim lapses if the instance died.';
COMMENT ON COLUMN mail_outbox.last_error IS 'What the mail server said the last time it failed.';

CREATE VIEW mail_outbox_summary AS
SELECT id, kind, state, attempts, last_error,
       now() - created_at AS age,
       created_at AT TIME ZONE 'Africa/Lagos' AS created_at_lagos,
       next_attempt_at AT TIME ZONE 'Africa/Lagos' AS next_attempt_at_lagos,
       sent_at AT TIME ZONE 'Africa/Lagos' AS sent_at_lagos,
       subject, message_id
FROM mail_outbox;
COMMENT ON VIEW mail_outbox_summary IS 'Every message with its state, attempts, last error and age; no addresses or bodies.';

-- Staff put dead messages back in the queue; the sender tries them again at once.
CREATE FUNCTION mail_retry(p_id bigint DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    retried integer;
BEGIN
    UPDATE mail_outbox SET state = 'pending', attempts = 0, next_attempt_at = now(), last_error = NULL
    WHERE state = 'dead' AND (p_id IS NULL OR id = p_id);
    GET DIAGNOSTICS retried = ROW_COUNT;
    PERFORM audit('mail retry', p_id::text, NULL, jsonb_build_object('messages', retried));
    RETURN retried;
END $$;

-- ---------------------------------------------------------------------------
-- The newsletter's double opt-in. The site cannot read the list; it works on
-- one address or one row at a time through these.

ALTER TABLE newsletter_subscriber ADD COLUMN confirmation_sent_at timestamptz;
COMMENT ON COLUMN newsletter_subscriber.confirmation_sent_at IS 'When the last confirmation mail was written; another is sent at most once an hour.';
COMMENT ON COLUMN newsletter_subscriber.source_page IS 'The page the form was sent from (a path such as /), or /api/subscribe; cleared to - on unsubscribing.';

-- Returns the row's id when a confirmation mail is due: a new address, a pending one last
-- mailed over an hour ago, or one that had unsubscribed and asks again. Otherwise nothing.
-- The row lock makes concurrent calls for one address send one mail.
CREATE FUNCTION newsletter_subscribe(p_email text, p_source_page text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    subscriber integer;
BEGIN
    INSERT INTO newsletter_subscriber (email, source_page) VALUES (p_email, p_source_page) ON CONFLICT (email) DO NOTHING;
    UPDATE newsletter_subscriber
    SET confirmation_sent_at = now(),
        status = 'pending',
        source_page = CASE WHEN status = 'unsubscribed' THEN p_source_page ELSE source_page END,
        unsubscribed_at = NULL
    WHERE email = p_email
      AND (status = 'unsubscribed' OR (status = 'pending' AND (confirmation_sent_at IS NULL OR confirmation_sent_at < now() - interval '1 hour')))
    RETURNING id INTO subscriber;
    RETURN subscriber;
END $$;

CREATE FUNCTION newsletter_confirm(p_id integer) RETURNS boolean
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE newsletter_subscriber SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
    WHERE id = p_id AND status IN ('pending', 'confirmed')
    RETURNING true;
$$;

-- Keeps the address and the time, which is what honouring the opt-out needs, and nothing else.
CREATE FUNCTION newsletter_unsubscribe(p_id integer) RETURNS boolean
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE newsletter_subscriber
    SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), source_page = '-', confirmed_at = NULL
    WHERE id = p_id
    RETURNING true;
$$;

-- ---------------------------------------------------------------------------
-- Erasure and retention reach the outbox too.

CREATE OR REPLACE FUNCTION privacy_erase(p_email text) RETURNS TABLE (requests_erased integer, subscriptions_deleted integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    address text := lower(btrim(p_email));
    erased integer := 0;
    deleted integer;
    unsent integer;
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
    DELETE FROM mail_outbox WHERE lower(recipient) = address;
    GET DIAGNOSTICS unsent = ROW_COUNT;
    PERFORM audit('erasure on request', NULL, NULL,
        jsonb_build_object('requests_erased', erased, 'subscriptions_deleted', deleted, 'unsent_mail_deleted', unsent));
    RETURN QUERY SELECT erased, deleted;
END $$;

CREATE OR REPLACE FUNCTION run_daily_retention(p_request_days integer, p_pending_signup_days integer)
RETURNS TABLE (ran boolean, requests_erased integer, signups_deleted integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    erased integer := 0;
    deleted integer;
    mail_deleted integer;
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
    -- Sent mail is metadata only; after 90 days it is not needed even for that. Dead mail goes with its addressee's data.
    DELETE FROM mail_outbox
    WHERE (state = 'sent' AND sent_at < now() - interval '90 days')
       OR (state = 'dead' AND created_at < now() - make_interval(days => p_pending_signup_days));
    GET DIAGNOSTICS mail_deleted = ROW_COUNT;
    PERFORM audit('retention', NULL, NULL, jsonb_build_object(
        'request_days', p_request_days, 'pending_signup_days', p_pending_signup_days,
        'requests_erased', erased, 'signups_deleted', deleted, 'mail_deleted', mail_deleted));
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('retention', now(), jsonb_build_object('requests_erased', erased, 'signups_deleted', deleted, 'mail_deleted', mail_deleted))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN QUERY SELECT true, erased, deleted;
END $$;

-- ---------------------------------------------------------------------------
-- Privileges

REVOKE EXECUTE ON FUNCTION mail_retry(bigint), newsletter_subscribe(text, text), newsletter_confirm(integer),
    newsletter_unsubscribe(integer) FROM PUBLIC;

-- The site writes messages and sends them; once sent, there is nothing left in a row for it to read.
GRANT SELECT, INSERT, UPDATE ON mail_outbox TO nassco_app;
GRANT EXECUTE ON FUNCTION newsletter_subscribe(text, text), newsletter_confirm(integer), newsletter_unsubscribe(integer) TO nassco_app;
-- It subscribes through newsletter_subscribe() now, not by inserting.
REVOKE INSERT ON newsletter_subscriber FROM nassco_app;

GRANT SELECT ON mail_outbox_summary TO nassco_staff;
GRANT EXECUTE ON FUNCTION mail_retry(bigint) TO nassco_staff;
