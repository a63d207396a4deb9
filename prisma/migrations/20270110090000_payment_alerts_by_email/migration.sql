-- Payment alerts by e-mail (decision 0109): an address subscribes to an LGA's payment news on the
-- web and confirms it by the link in one mail, as the newsletter is confirmed; every alert carries
-- a link that stops it. The subscription is the SMS one's row with channel 'email': one cap of
-- five LGAs, one daily cap, one fan-out, one erasure.

-- ---------------------------------------------------------------------------
-- The subscription: an address, lower-cased, and the secret its links carry.

ALTER TABLE payment_alert_subscription DROP CONSTRAINT payment_alert_subscription_channel_check;
ALTER TABLE payment_alert_subscription DROP CONSTRAINT payment_alert_subscription_recipient_check;
ALTER TABLE payment_alert_subscription ADD COLUMN link_token text;
ALTER TABLE payment_alert_subscription
    ADD CONSTRAINT payment_alert_subscription_channel_check CHECK (channel IN ('sms', 'email')),
    ADD CONSTRAINT payment_alert_subscription_recipient_check CHECK (CASE channel
        WHEN 'sms' THEN recipient ~ '^\+234[1-9][0-9]{7,9}$'
        ELSE recipient ~ '^[^@\s]+@[^@\s]+$' AND length(recipient) <= 254 AND recipient = lower(recipient) END),
    -- A live e-mail subscription has its links' secret; nothing else has one.
    ADD CONSTRAINT payment_alert_subscription_link CHECK (
        (channel = 'email' AND recipient IS NOT NULL) = (link_token IS NOT NULL) AND link_token ~ '^[A-Za-z0-9_-]{43}$');
CREATE UNIQUE INDEX payment_alert_subscription_link_token ON payment_alert_subscription (link_token) WHERE link_token IS NOT NULL;
COMMENT ON COLUMN payment_alert_subscription.link_token IS 'For an e-mail subscription while it lives: the secret (32 random bytes, base64url) its confirm link and every alert''s stop link carry. Kept as it is, not hashed, because the fan-out writes it into each alert; it can only confirm or stop this one subscription, whose row holds the address anyway. Cleared with the address.';
COMMENT ON TABLE payment_alert_subscription IS 'A phone number''s or e-mail address''s payment alerts for one LGA: pending until the phone replies YES or the address''s link is pressed, by confirm_by, then live until STOP, the stop link or erasure. The number or address, its digest and its link secret are cleared when it stops or lapses; the row is deleted 30 days later. Read and written only by definer functions.';

-- Whatever clears the address (STOP, erasure, a lapse, retention) clears the secret with it.
CREATE FUNCTION payment_alert_subscription_clear_link() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.recipient IS NULL THEN
        NEW.link_token := NULL;
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER payment_alert_subscription_clear_link BEFORE UPDATE OF recipient ON payment_alert_subscription
    FOR EACH ROW EXECUTE FUNCTION payment_alert_subscription_clear_link();

-- The confirmation, which the site queues (bounded a minute), and the alerts, which the fan-out
-- writes: bulk mail, paced by the newsletter's lane, and handed over at most once.
INSERT INTO mail_kind (kind, priority, site_per_minute) VALUES ('payment alert confirmation', 1, 300), ('payment alert', 3, NULL);

-- ---------------------------------------------------------------------------
-- Subscribing, for both channels: one live row a recipient and LGA, at most five LGAs a recipient.

CREATE FUNCTION payment_alert_offer(p_channel text, p_recipient text, p_token text, p_state text, p_lga text, p_locale text,
                                    p_via text, p_confirmed boolean)
RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_sha bytea := sha256(convert_to(p_recipient, 'UTF8'));
    v_row payment_alert_subscription;
BEGIN
    IF p_channel = 'sms' AND (p_recipient IS NULL OR p_recipient !~ '^\+234[1-9][0-9]{7,9}$') THEN
        RAISE EXCEPTION 'That is not a phone number as +234 and the national number.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_channel = 'email' AND (p_recipient IS NULL OR p_recipient !~ '^[^@\s]+@[^@\s]+$' OR p_recipient <> lower(p_recipient)
                                OR coalesce(p_token, '') !~ '^[A-Za-z0-9_-]{43}$') THEN
        RAISE EXCEPTION 'An e-mail subscription takes a lower-cased address and a link secret of 32 random bytes in base64url.'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM register_lga WHERE state = p_state AND name = p_lga) THEN
        RAISE EXCEPTION 'no LGA % in %', p_lga, p_state USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Two requests at once for one recipient count as one.
    PERFORM pg_advisory_xact_lock(hashtextextended(encode(v_sha, 'hex'), 7260419100));
    -- Lapsed offers are cleared first, so that they neither block nor count.
    UPDATE payment_alert_subscription
    SET stopped_at = now(), stopped_why = 'lapsed', recipient = NULL, recipient_sha256 = NULL
    WHERE recipient_sha256 = v_sha AND stopped_at IS NULL AND confirmed_at IS NULL AND confirm_by <= now();
    SELECT * INTO v_row FROM payment_alert_subscription
    WHERE channel = p_channel AND recipient_sha256 = v_sha AND state = p_state AND lga = p_lga AND stopped_at IS NULL;
    IF FOUND THEN
        IF v_row.confirmed_at IS NOT NULL THEN
            RETURN 'already';
        END IF;
        -- An address is sent a new link at most once an hour, however often it is typed.
        IF p_channel = 'email' AND v_row.confirm_by > now() + interval '47 hours' THEN
            RETURN 'waiting';
        END IF;
        UPDATE payment_alert_subscription
        SET locale = p_locale, confirm_by = now() + interval '48 hours', link_token = coalesce(p_token, link_token),
            confirmed_at = CASE WHEN p_confirmed THEN now() END
        WHERE id = v_row.id;
        RETURN CASE WHEN p_confirmed THEN 'on' ELSE 'pending' END;
    END IF;
    IF (SELECT count(*) FROM payment_alert_subscription WHERE recipient_sha256 = v_sha AND stopped_at IS NULL) >= 5 THEN
        RETURN 'full';
    END IF;
    INSERT INTO payment_alert_subscription (channel, recipient, recipient_sha256, link_token, state, lga, locale, via, confirm_by, confirmed_at)
    VALUES (p_channel, p_recipient, v_sha, p_token, p_state, p_lga, p_locale, p_via, now() + interval '48 hours',
            CASE WHEN p_confirmed THEN now() END);
    PERFORM audit('payment alert offered', NULL, NULL, jsonb_build_object('channel', p_channel, 'via', p_via, 'confirmed', p_confirmed));
    RETURN CASE WHEN p_confirmed THEN 'on' ELSE 'pending' END;
END $$;
COMMENT ON FUNCTION payment_alert_offer(text, text, text, text, text, text, text, boolean) IS 'Adds a recipient''s subscription to an LGA''s payment alerts, by SMS (a +234 number) or e-mail (a lower-cased address, with its links'' secret), pending (48 hours to confirm) or confirmed at once: answers pending, on, already (confirmed before), waiting (an address sent a link in the last hour: none is sent) or full (five LGAs live). Audited without the recipient. No login may call it.';
REVOKE ALL ON FUNCTION payment_alert_offer(text, text, text, text, text, text, text, boolean) FROM PUBLIC;

-- The SMS paths call it as before.
CREATE OR REPLACE FUNCTION payment_alert_offer(p_phone text, p_state text, p_lga text, p_locale text, p_via text, p_confirmed boolean)
RETURNS text
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT payment_alert_offer('sms', p_phone, NULL, p_state, p_lga, p_locale, p_via, p_confirmed)
$$;
COMMENT ON FUNCTION payment_alert_offer(text, text, text, text, text, boolean) IS 'A number''s offer (payment_alert_offer for the SMS channel), for the web''s, USSD''s and PAY''s paths. No login may call it.';

-- The web: an address typed on an LGA's page, and the mail with its confirm link.
CREATE FUNCTION payment_alert_subscribe_email(p_email text, p_state text, p_lga text, p_locale text, p_token text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_answer text := payment_alert_offer('email', lower(btrim(p_email)), p_token, p_state, p_lga, p_locale, 'web', false);
BEGIN
    IF v_answer = 'pending' THEN
        PERFORM mail_queue('payment alert confirmation', p_token, jsonb_build_object('locale', p_locale));
    END IF;
    RETURN v_answer;
END $$;
COMMENT ON FUNCTION payment_alert_subscribe_email(text, text, text, text, text) IS 'An e-mail address given on an LGA''s payment page: a pending subscription whose links carry p_token, and the mail asking its owner to press the confirm link (mail_queue, bounded a minute). Answers pending, waiting, already or full. For nassco_app alone.';
REVOKE ALL ON FUNCTION payment_alert_subscribe_email(text, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION payment_alert_subscribe_email(text, text, text, text, text) TO nassco_app;

-- The links. Opening one only looks (mail scanners open links); the page's button acts.
CREATE FUNCTION payment_alert_link_state(p_token text) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT coalesce((
        SELECT CASE WHEN confirmed_at IS NOT NULL THEN 'confirmed' WHEN confirm_by <= now() THEN 'expired' ELSE 'pending' END
        FROM payment_alert_subscription WHERE link_token = p_token), 'unknown')
$$;
COMMENT ON FUNCTION payment_alert_link_state(text) IS 'What an e-mail alert link''s secret names: a pending, confirmed or expired subscription, or unknown (never given, stopped or erased). Changes nothing. For nassco_app alone.';
REVOKE ALL ON FUNCTION payment_alert_link_state(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION payment_alert_link_state(text) TO nassco_app;

CREATE FUNCTION payment_alert_confirm_email(p_token text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_row payment_alert_subscription;
BEGIN
    SELECT * INTO v_row FROM payment_alert_subscription WHERE link_token = p_token FOR UPDATE;
    IF NOT FOUND THEN
        RETURN 'gone';
    ELSIF v_row.confirmed_at IS NOT NULL THEN
        RETURN 'confirmed';
    ELSIF v_row.confirm_by <= now() THEN
        RETURN 'expired';
    END IF;
    UPDATE payment_alert_subscription SET confirmed_at = now() WHERE id = v_row.id;
    PERFORM audit('payment alert confirmed', NULL, NULL, jsonb_build_object('via', 'email', 'subscriptions', 1));
    RETURN 'confirmed';
END $$;
COMMENT ON FUNCTION payment_alert_confirm_email(text) IS 'The confirm link''s button: the subscription its secret names goes live, if it is still pending and in time. Answers confirmed, expired or gone. Audited without the address. For nassco_app alone.';
REVOKE ALL ON FUNCTION payment_alert_confirm_email(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION payment_alert_confirm_email(text) TO nassco_app;

CREATE FUNCTION payment_alert_stop_email(p_token text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    UPDATE payment_alert_subscription
    SET stopped_at = now(), stopped_why = 'stop', recipient = NULL, recipient_sha256 = NULL
    WHERE link_token = p_token;
    IF NOT FOUND THEN
        RETURN 'gone';
    END IF;
    PERFORM audit('payment alert stopped', NULL, NULL, jsonb_build_object('channel', 'email', 'subscriptions', 1));
    RETURN 'stopped';
END $$;
COMMENT ON FUNCTION payment_alert_stop_email(text) IS 'The stop link''s button (or a mail program''s one-click unsubscribe): the subscription its secret names stops, and its address and secret are cleared. Answers stopped or gone. Audited without the address. For nassco_app alone.';
REVOKE ALL ON FUNCTION payment_alert_stop_email(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION payment_alert_stop_email(text) TO nassco_app;

COMMENT ON FUNCTION payment_alert_stop_number(text, text) IS 'Stops every payment alert subscription of a number (+234…) or a lower-cased e-mail address and clears it from them; answers how many. Called by sms_in_opt_out, privacy_erase_phone and privacy_erase; no login may call it.';

-- ---------------------------------------------------------------------------
-- The site's one way into the outbox takes the confirmation, named by its secret.

CREATE OR REPLACE FUNCTION public.mail_queue(p_kind text, p_reference text, p_params jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
    v_alert payment_alert_subscription;
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
        WHEN 'payment alert confirmation' THEN ARRAY['locale']
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
    ELSIF p_kind = 'payment alert confirmation' THEN
        -- Named, as a sign-up is, by the secret its links carry.
        SELECT * INTO v_alert FROM payment_alert_subscription s
        WHERE s.link_token = p_reference AND s.xmin = v_mine AND s.channel = 'email' AND s.confirmed_at IS NULL;
        IF FOUND THEN
            v_recipient := v_alert.recipient;
            v_data := jsonb_build_object('locale', v_params ->> 'locale', 'token', p_reference, 'state', v_alert.state, 'lga', v_alert.lga);
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
END $function$;

COMMENT ON FUNCTION public.mail_queue(p_kind text, p_reference text, p_params jsonb) IS 'The public site''s one way to send mail: a kind of mail_kind with a site_per_minute, and the row it is about, written in the calling transaction (a grievance or request by its reference, a newsletter sign-up or an e-mail payment alert subscription by its link secret), with a code checked against the row''s hash or a language. The address and the rest come from the row; the back office writes the message when it sends it. Refused past the kind''s bound a minute (54000).';

-- ---------------------------------------------------------------------------
-- The fan-out writes a mail for an address as it queues a text for a number; both count in the
-- minute's allowance.

CREATE OR REPLACE FUNCTION public.payment_alert_queue(p_limit integer, p_today date)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_left integer := p_limit;
    v_event payment_alert;
    v_window payment_window;
    v_params jsonb;
    v_sub record;
    v_mailed boolean := false;
    v_queued integer;
    v_total integer := 0;
BEGIN
    IF v_left <= 0 THEN
        RETURN 0;
    END IF;
    -- Windows that open today are news once: not for an LGA told of the window today already.
    INSERT INTO payment_alert (window_id, state, lga, kind)
    SELECT w.id, w.state, l.name, 'opened'
    FROM payment_window w CROSS JOIN LATERAL unnest(w.lgas) AS l (name)
    WHERE w.opens_on = p_today AND payment_window_told(w.status, w.provenance)
      AND content_is_live(w.status, w.publish_at, w.unpublish_at) AND w.pause_reason IS NULL
      AND NOT EXISTS (SELECT 1 FROM payment_alert a WHERE a.window_id = w.id AND a.lga = l.name
                      AND (a.created_at AT TIME ZONE 'Africa/Lagos')::date = p_today)
    ON CONFLICT DO NOTHING;
    FOR v_event IN
        SELECT * FROM payment_alert WHERE done_at IS NULL AND not_before <= now() ORDER BY id FOR UPDATE SKIP LOCKED
    LOOP
        EXIT WHEN v_left <= 0;
        IF v_event.kind = 'withdrawn' THEN
            v_params := jsonb_build_object('alert', 'withdrawn', 'state', v_event.state, 'lga', v_event.lga,
                                           'opens_on', v_event.params -> 'opens_on', 'closes_on', v_event.params -> 'closes_on');
        ELSE
            -- The window as it is now: news that no longer holds is not sent.
            SELECT * INTO v_window FROM payment_window
            WHERE id = v_event.window_id AND payment_window_told(status, provenance)
              AND content_is_live(status, publish_at, unpublish_at) AND v_event.lga = ANY (lgas);
            IF NOT FOUND OR v_window.closes_on < p_today THEN
                UPDATE payment_alert SET done_at = now() WHERE id = v_event.id;
                CONTINUE;
            END IF;
            v_params := jsonb_build_object('alert', v_event.kind, 'state', v_event.state, 'lga', v_event.lga,
                                           'opens_on', v_window.opens_on, 'closes_on', v_window.closes_on,
                                           'amount_naira', v_window.amount_naira, 'by_bank', v_window.by_bank,
                                           'by_wallet', v_window.by_wallet, 'at_pay_points', v_window.at_pay_points,
                                           'pause_reason', v_window.pause_reason);
        END IF;
        v_queued := 0;
        FOR v_sub IN
            SELECT s.id, s.channel, s.recipient, s.link_token, s.locale, s.alerted_on, s.alerts_that_day FROM payment_alert_subscription s
            WHERE s.state = v_event.state AND s.lga = v_event.lga AND s.stopped_at IS NULL AND s.confirmed_at IS NOT NULL
              AND s.id > v_event.cursor
            ORDER BY s.id LIMIT v_left
            FOR UPDATE
        LOOP
            v_event.cursor := v_sub.id;
            v_left := v_left - 1;
            -- At most three alerts a day; the page holds the rest.
            CONTINUE WHEN v_sub.alerted_on = p_today AND v_sub.alerts_that_day >= 3;
            UPDATE payment_alert_subscription
            SET alerted_on = p_today, alerts_that_day = CASE WHEN alerted_on = p_today THEN alerts_that_day + 1 ELSE 1 END
            WHERE id = v_sub.id;
            IF v_sub.channel = 'email' THEN
                -- Written by the back office when it sends it, with the links the secret makes.
                INSERT INTO mail_outbox (message_id, kind, recipient, subject, params)
                VALUES ('<' || gen_random_uuid() || '@site>', 'payment alert', v_sub.recipient, 'payment alert',
                        v_params || jsonb_build_object('locale', v_sub.locale, 'token', v_sub.link_token));
                v_mailed := true;
            ELSE
                PERFORM sms_queue('payment alert', v_sub.recipient, v_sub.locale, v_params, NULL, NULL);
            END IF;
            v_queued := v_queued + 1;
        END LOOP;
        -- Done once an LGA's subscribers ran out before the alerts allowed did.
        UPDATE payment_alert
        SET cursor = v_event.cursor, queued = queued + v_queued, done_at = CASE WHEN v_left > 0 THEN now() END
        WHERE id = v_event.id;
        v_total := v_total + v_queued;
    END LOOP;
    IF v_mailed THEN
        PERFORM pg_notify('nassco_mail_queued', '');
    END IF;
    RETURN v_total;
END $function$;

COMMENT ON FUNCTION public.payment_alert_queue(p_limit integer, p_today date) IS 'Queues up to p_limit payment alerts for the Lagos day p_today: first writes the day''s "opened" news, then for each event in order the next confirmed, live subscriptions of its LGA after its cursor, one SMS or mail each (none past three that day), and moves the cursor in the same transaction, so a subscriber gets one alert an event and an unconfirmed one none. Answers how many it queued. Called by payment_alert_fan_out; no login may call it.';

CREATE OR REPLACE FUNCTION public.payment_alert_fan_out(p_per_minute integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF payment_alert_quiet(now()) OR NOT pg_try_advisory_xact_lock(7260419101) THEN
        RETURN 0;
    END IF;
    RETURN payment_alert_queue(
        least(greatest(p_per_minute, 0), 100000)
        - (SELECT count(*) FROM sms_outbox WHERE kind = 'payment alert' AND created_at > now() - interval '1 minute')::integer
        - (SELECT count(*) FROM mail_outbox WHERE kind = 'payment alert' AND created_at > now() - interval '1 minute')::integer,
        (now() AT TIME ZONE 'Africa/Lagos')::date);
END $function$;

COMMENT ON FUNCTION public.payment_alert_fan_out(p_per_minute integer) IS 'Queues the payment alerts due (payment_alert_queue), one instance at a time, between 07:00 and 20:00 Lagos time, up to p_per_minute in any minute, texts and mails together. Answers how many it queued. For nassco_mail, the SMS sender, before each round.';

-- ---------------------------------------------------------------------------
-- Erasure by e-mail address stops the address's payment alerts and clears it from them.

CREATE OR REPLACE FUNCTION public.privacy_erase(p_email text)
 RETURNS TABLE(requests_erased integer, subscriptions_deleted integer, grievances_erased integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    address text := lower(btrim(p_email));
    erased integer := 0;
    deleted integer;
    unsent integer;
    reference_ text;
    grievances integer := 0;
    grievance_ integer;
    alerts integer;
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
    -- A grievance given with this address: its contact details and what the person wrote, as
    -- retention erases them; the case stays open for the office, without them.
    FOR grievance_ IN
        SELECT id FROM grievance WHERE lower(btrim(email)) = address AND personal_data_erased_at IS NULL FOR UPDATE
    LOOP
        PERFORM erase_grievance_details(grievance_, 'Erased on request.');
        grievances := grievances + 1;
    END LOOP;
    alerts := payment_alert_stop_number(address, 'erased');
    DELETE FROM newsletter_subscriber WHERE email = address;
    GET DIAGNOSTICS deleted = ROW_COUNT;
    DELETE FROM mail_outbox WHERE lower(recipient) = address;
    GET DIAGNOSTICS unsent = ROW_COUNT;
    PERFORM audit('erasure on request', NULL, NULL,
        jsonb_build_object('requests_erased', erased, 'grievances_erased', grievances, 'subscriptions_deleted', deleted, 'unsent_mail_deleted', unsent,
        'payment_alerts_stopped', alerts));
    RETURN QUERY SELECT erased, deleted, grievances;
END $function$;

COMMENT ON FUNCTION public.privacy_erase(p_email text) IS 'Erases everything held about one e-mail address: its requests'' contact details (open ones withdrawn), its grievances'' contact details and words, its newsletter subscription, its payment alert subscriptions (stopped, the address cleared) and unsent mail. Audited without the address.';
