-- Issue 64: the public site's login could write any message into mail_outbox, and the back office
-- sent it from the office's address, headers and links as written (decision 0088). Now the site
-- names what happened, as it does for text messages (20261227090000_sms_outbox): a kind, the row
-- it is about and a few checked words, through mail_queue(); the back office writes the message
-- from its own templates when it sends it. No login but the back office's inserts into the
-- outbox, and each kind the site may queue has a bound a minute.

-- ---------------------------------------------------------------------------
-- 1. Which kinds the site may name, and how many of each a minute. NULL: the site may not queue
-- it. The owner may change a bound (docs/observability.md, NasscoSiteMailAtBound).

ALTER TABLE mail_kind ADD COLUMN site_per_minute integer CHECK (site_per_minute > 0);
COMMENT ON COLUMN mail_kind.site_per_minute IS 'For the kinds the public site queues through mail_queue(): how many of the kind may be written in any minute, whoever wrote them. NULL for every other kind: the site may not queue it.';
-- Above a busy day (a payment announced: a few thousand reports in a day, not 240 a minute for
-- hours), and far below what would spoil the office's name with mail servers.
UPDATE mail_kind SET site_per_minute = 300 WHERE kind = 'newsletter confirmation';
UPDATE mail_kind SET site_per_minute = 240 WHERE kind IN ('grievance acknowledgement', 'request acknowledgement');
-- A requester's first look at the status page: one a request.
UPDATE mail_kind SET site_per_minute = 60 WHERE kind = 'request summary';
-- staff_notice_due() already keeps these to ten an hour; this holds whatever the site skips.
UPDATE mail_kind SET site_per_minute = 20 WHERE kind = 'staff notification';

-- ---------------------------------------------------------------------------
-- 2. The outbox holds, for a message the site queued, the row it is about and what fills the
-- template, not a text: the sender writes subject, bodies and headers when it sends.

ALTER TABLE mail_outbox
    ADD COLUMN reference text CHECK (length(reference) <= 40),
    ADD COLUMN params    jsonb;
COMMENT ON COLUMN mail_outbox.reference IS 'For mail the site queued: the grievance''s or request''s reference it is about (a newsletter confirmation names none). Kept once sent, as the subject is.';
COMMENT ON COLUMN mail_outbox.params IS 'For mail the site queued (mail_queue): what fills the kind''s template, taken from the row it names; the code or link secret it carries, as the body carried it before. The sender writes the message from it when it sends. Cleared once sent.';
COMMENT ON COLUMN mail_outbox.subject IS 'The subject line: a reference at most, never a person''s details. For mail the site queued, the kind until the sender has written the message (mail_rendered).';

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_check CHECK (
    state IN ('sent', 'cancelled')
    OR (params IS NULL AND recipient IS NOT NULL AND text_body IS NOT NULL AND html_body IS NOT NULL)
    -- The office's notice goes to STAFF_NOTIFY_TO, which the back office alone knows.
    OR (params IS NOT NULL AND text_body IS NULL AND html_body IS NULL AND (recipient IS NOT NULL OR kind = 'staff notification')));

-- The bound counts a kind's last minute; the metrics read the same.
CREATE INDEX mail_outbox_kind_created ON mail_outbox (kind, created_at);

-- ---------------------------------------------------------------------------
-- 3. The site's one way into the outbox.
--
-- "Made in this same transaction": the row version the function reads has, as its xmin, the id of
-- the calling transaction. Another transaction's uncommitted rows are never visible, and a
-- committed one carries that transaction's id, so only a row this transaction inserted or
-- updated passes (a row written inside a savepoint carries the savepoint's id and is refused: the
-- site writes none there). So the site can mail only about what it has just stored, once.

CREATE FUNCTION mail_queue(p_kind text, p_reference text, p_params jsonb DEFAULT '{}')
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_mine constant xid := pg_current_xact_id()::xid;
    v_params constant jsonb := coalesce(p_params, '{}');
    v_code_pattern constant text := '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$';
    v_bound integer;
    v_allowed text[];
    v_reference text;
    v_recipient text;
    v_request text;
    v_data jsonb;
    v_grievance grievance;
    v_dar data_access_request;
    v_subscriber newsletter_subscriber;
BEGIN
    SELECT k.site_per_minute INTO v_bound FROM mail_kind k WHERE k.kind = p_kind;
    IF v_bound IS NULL THEN
        RAISE EXCEPTION 'the site may not queue mail of kind %', p_kind USING ERRCODE = 'insufficient_privilege';
    END IF;
    -- What the caller may add, by kind: a code it is checked against, or a language. Nothing else.
    v_allowed := CASE p_kind
        WHEN 'grievance acknowledgement' THEN ARRAY['code']
        WHEN 'request acknowledgement' THEN ARRAY['code']
        WHEN 'request summary' THEN ARRAY['locale']
        WHEN 'newsletter confirmation' THEN ARRAY['locale']
        ELSE ARRAY[]::text[] END;
    IF jsonb_typeof(v_params) <> 'object'
       OR EXISTS (SELECT FROM jsonb_each(v_params) p WHERE NOT p.key = ANY (v_allowed) OR jsonb_typeof(p.value) <> 'string')
       OR (v_params ? 'code' AND NOT (v_params ->> 'code') ~ v_code_pattern)
       OR (v_params ? 'locale' AND NOT EXISTS (SELECT FROM content_locale l WHERE l.code = v_params ->> 'locale'))
       OR cardinality(v_allowed) <> (SELECT count(*) FROM jsonb_object_keys(v_params)) THEN
        RAISE EXCEPTION 'mail of kind % takes %, as strings, and nothing else', p_kind, v_allowed USING ERRCODE = 'invalid_parameter_value';
    END IF;

    IF p_kind = 'grievance acknowledgement' THEN
        SELECT * INTO v_grievance FROM grievance g
        WHERE g.reference = p_reference AND g.xmin = v_mine AND g.email IS NOT NULL AND g.personal_data_erased_at IS NULL
          AND g.status_code_sha256 = sha256(convert_to(replace(v_params ->> 'code', '-', ''), 'UTF8'));
        IF FOUND THEN
            v_reference := v_grievance.reference;
            v_recipient := v_grievance.email;
            v_data := jsonb_build_object('locale', v_grievance.locale, 'reference', v_grievance.reference, 'code', v_params ->> 'code',
                                         'expected_on', v_grievance.expected_on, 'may_contact', v_grievance.may_contact);
        END IF;
    ELSIF p_kind IN ('request acknowledgement', 'request summary', 'staff notification') THEN
        SELECT * INTO v_dar FROM data_access_request r
        WHERE r.reference = p_reference AND r.xmin = v_mine AND r.personal_data_erased_at IS NULL
          AND CASE p_kind
                  WHEN 'request acknowledgement' THEN r.email_address IS NOT NULL
                      AND r.status_code_sha256 = sha256(convert_to(replace(v_params ->> 'code', '-', ''), 'UTF8'))
                  -- The requester's first look has just proved the address theirs (dar_status).
                  WHEN 'request summary' THEN r.email_address IS NOT NULL AND r.email_confirmed_at = now()
                  ELSE true END;
        IF FOUND THEN
            v_reference := v_dar.reference;
            IF p_kind = 'staff notification' THEN
                v_data := jsonb_build_object('reference', v_dar.reference, 'organisation', v_dar.organization_name, 'channel', v_dar.channel);
            ELSE
                v_recipient := v_dar.email_address;
                -- One of the request's letters (dar_letter).
                v_request := v_dar.reference;
                v_data := CASE p_kind
                    WHEN 'request acknowledgement' THEN
                        jsonb_build_object('locale', v_dar.locale, 'reference', v_dar.reference, 'code', v_params ->> 'code')
                    -- What they sent, as dar_status shows it to them: the summary lists it.
                    ELSE jsonb_build_object('locale', v_params ->> 'locale', 'reference', v_dar.reference,
                        'request', to_jsonb(v_dar) - ARRAY['id', 'receipt_token', 'status_code_sha256', 'assignee', 'entered_by',
                                                           'personal_data_erased_at', 'decision_note', 'updated_at', 'email_confirmed_at'])
                    END;
            END IF;
        END IF;
    ELSIF p_kind = 'newsletter confirmation' THEN
        -- Named by the secret its links carry, which only its hash on the row can match.
        SELECT * INTO v_subscriber FROM newsletter_subscriber s
        WHERE s.token_sha256 = newsletter_token_hash(p_reference) AND s.xmin = v_mine AND s.status = 'pending';
        IF FOUND THEN
            v_recipient := v_subscriber.email;
            v_data := jsonb_build_object('locale', v_params ->> 'locale', 'token', p_reference);
        END IF;
    END IF;

    IF v_data IS NULL THEN
        RAISE EXCEPTION 'no % is due for that: the row must be written in this transaction', p_kind USING ERRCODE = 'no_data_found';
    END IF;
    -- Once in a transaction: the outbox rows it wrote carry its id too.
    IF EXISTS (SELECT FROM mail_outbox m WHERE m.kind = p_kind AND m.created_at = now() AND m.xmin = v_mine
                 AND (m.reference = v_reference OR (v_reference IS NULL AND m.recipient = v_recipient))) THEN
        RAISE EXCEPTION 'this % is queued already', p_kind USING ERRCODE = 'unique_violation';
    END IF;
    -- Counted without a lock, so concurrent transactions may each see the count under the bound:
    -- it can be passed by at most the site's connections at once, never more.
    IF (SELECT count(*) FROM mail_outbox m WHERE m.kind = p_kind AND m.created_at > now() - interval '1 minute') >= v_bound THEN
        RAISE EXCEPTION 'the bound of % % messages a minute is reached (mail_kind.site_per_minute): try again later', v_bound, p_kind
            USING ERRCODE = 'program_limit_exceeded';
    END IF;

    -- The Message-ID's host is the site's, which the sender puts in when it writes the message.
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, reference, params, request_reference)
    VALUES ('<' || gen_random_uuid() || '@site>', p_kind, v_recipient, p_kind, v_reference, v_data, v_request);
    PERFORM pg_notify('nassco_mail_queued', '');
END $$;
COMMENT ON FUNCTION mail_queue(text, text, jsonb) IS 'The public site''s one way to send mail: a kind of mail_kind with a site_per_minute, and the row it is about, written in the calling transaction (a grievance or request by its reference, a newsletter sign-up by its link secret), with a code checked against the row''s hash or a language. The address and the rest come from the row; the back office writes the message when it sends it. Refused past the kind''s bound a minute (54000).';
REVOKE ALL ON FUNCTION mail_queue(text, text, jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION mail_queue(text, text, jsonb) TO nassco_app;

-- ---------------------------------------------------------------------------
-- 4. The sender gets the template and its params with a message, and records the subject it
-- wrote: the outbox's summary and a request's letters show it.

DROP FUNCTION mail_claim(integer, boolean, integer);
CREATE FUNCTION mail_claim(p_limit integer, p_bulk boolean, p_bulk_per_minute integer)
RETURNS TABLE (id bigint, message_id text, kind text, recipient text, subject text, text_body text, html_body text,
               headers jsonb, attempts integer, reference text, params jsonb)
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
    RETURNING m.id, m.message_id, m.kind, m.recipient, m.subject, m.text_body, m.html_body, m.headers, m.attempts, m.reference, m.params;
END $$;
COMMENT ON FUNCTION mail_claim(integer, boolean, integer) IS 'The sender takes due messages for two minutes: urgent ones (p_bulk false), most urgent first, or newsletters (p_bulk true), at most p_bulk_per_minute a minute across every instance. A message the site queued comes as its kind, reference and params, for the sender to write. SKIP LOCKED lets every instance claim at once without two taking one message.';

CREATE FUNCTION mail_rendered(p_id bigint, p_subject text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_message_id text;
BEGIN
    UPDATE mail_outbox SET subject = p_subject
    WHERE id = p_id AND state = 'sending' AND params IS NOT NULL
    RETURNING message_id INTO v_message_id;
    UPDATE dar_letter SET subject = p_subject WHERE message_id = v_message_id;
END $$;
COMMENT ON FUNCTION mail_rendered(bigint, text) IS 'The subject the sender wrote for a message the site queued, which it holds: for the outbox''s summary and the request''s letters.';

-- Sent: the template's params go with the address and the text.
CREATE OR REPLACE FUNCTION mail_mark_sent(p_id bigint) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox
    SET state = 'sent', sent_at = now(), recipient = NULL, text_body = NULL, html_body = NULL, headers = '{}', params = NULL,
        last_error = NULL, handed_over_at = NULL
    WHERE id = p_id AND state = 'sending';
$$;

REVOKE ALL ON FUNCTION mail_claim(integer, boolean, integer), mail_rendered(bigint, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION mail_claim(integer, boolean, integer), mail_rendered(bigint, text) TO nassco_mail;

-- ---------------------------------------------------------------------------
-- 5. Privileges. The site wrote messages through a column grant (20261128090000, with
-- request_reference from 20261219090000); revoking the table's INSERT revokes every column's too.
-- The back office, which had it as a member of nassco_app, keeps it in its own name: its
-- digests, alerts and letters are whole messages of its own.

REVOKE INSERT ON mail_outbox FROM nassco_app;
GRANT INSERT (message_id, kind, recipient, subject, text_body, html_body, headers, request_reference) ON mail_outbox TO nassco_office;
