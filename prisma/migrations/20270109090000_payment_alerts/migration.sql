-- Payment alerts by SMS (decision 0108, slice 5): a number subscribes to an LGA's payment news by
-- the web, by SMS or by USSD, confirmed by the phone (YES, or the USSD session itself), and gets
-- one text when a confirmed window for that LGA is published, changed, opens or is withdrawn.
-- STOP ends every subscription of the number at once. The numbers are held only while a
-- subscription lives: stopped or lapsed, the number and its digest are cleared, and the row goes
-- after 30 days. No login reads the table; definer functions do each job.

CREATE TABLE payment_alert_subscription (
    id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- E-mail alerts are a later slice: a channel is a migration.
    channel          text        NOT NULL DEFAULT 'sms' CHECK (channel IN ('sms')),
    recipient        text        CHECK (recipient ~ '^\+234[1-9][0-9]{7,9}$'),
    recipient_sha256 bytea,
    state            text        NOT NULL,
    lga              text        NOT NULL,
    locale           text        NOT NULL CHECK (locale IN ('en', 'ha', 'yo', 'ig', 'pcm')),
    via              text        NOT NULL CHECK (via IN ('web', 'sms', 'ussd')),
    created_at       timestamptz NOT NULL DEFAULT now(),
    -- Unconfirmed after this, the offer lapses.
    confirm_by       timestamptz NOT NULL,
    confirmed_at     timestamptz,
    stopped_at       timestamptz,
    stopped_why      text        CHECK (stopped_why IN ('stop', 'lapsed', 'erased')),
    -- The Lagos day of the last alert, and how many it had: at most three a day.
    alerted_on       date,
    alerts_that_day  integer     NOT NULL DEFAULT 0,
    FOREIGN KEY (state, lga) REFERENCES register_lga (state, name),
    CONSTRAINT payment_alert_subscription_cleared CHECK (
        (stopped_at IS NULL) = (recipient IS NOT NULL) AND (recipient IS NULL) = (recipient_sha256 IS NULL)
        AND (stopped_at IS NULL) = (stopped_why IS NULL))
);
-- One live subscription a number and LGA.
CREATE UNIQUE INDEX payment_alert_subscription_live ON payment_alert_subscription (channel, recipient_sha256, state, lga)
    WHERE stopped_at IS NULL;
-- The fan-out walks an LGA's confirmed subscribers by id.
CREATE INDEX payment_alert_subscription_fan_out ON payment_alert_subscription (state, lga, id)
    WHERE stopped_at IS NULL AND confirmed_at IS NOT NULL;
CREATE INDEX payment_alert_subscription_pending ON payment_alert_subscription (confirm_by)
    WHERE stopped_at IS NULL AND confirmed_at IS NULL;
CREATE INDEX payment_alert_subscription_stopped ON payment_alert_subscription (stopped_at) WHERE stopped_at IS NOT NULL;
REVOKE ALL ON payment_alert_subscription FROM PUBLIC;
COMMENT ON TABLE payment_alert_subscription IS 'A phone number''s payment alerts for one LGA: pending until the phone confirms (YES) by confirm_by, then live until STOP or erasure. The number and its digest are cleared when it stops or lapses; the row is deleted 30 days later. Read and written only by definer functions.';

-- The outbox of events: one row a window's LGA and what happened to it.
CREATE TABLE payment_alert (
    id         bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    window_id  text        NOT NULL REFERENCES payment_window ON DELETE CASCADE,
    state      text        NOT NULL,
    lga        text        NOT NULL,
    kind       text        NOT NULL CHECK (kind IN ('published', 'changed', 'opened', 'withdrawn')),
    -- For a withdrawal, the dates that no longer hold; the others read the window when they go.
    params     jsonb       NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    -- Not before the window's publish_at, for a window scheduled.
    not_before timestamptz NOT NULL DEFAULT now(),
    -- The last subscription queued: the fan-out resumes after it.
    cursor     bigint      NOT NULL DEFAULT 0,
    queued     integer     NOT NULL DEFAULT 0,
    done_at    timestamptz,
    FOREIGN KEY (state, lga) REFERENCES register_lga (state, name)
);
-- A window's publication and opening are each told once an LGA.
CREATE UNIQUE INDEX payment_alert_once ON payment_alert (window_id, lga, kind) WHERE kind IN ('published', 'opened');
CREATE INDEX payment_alert_due ON payment_alert (id) WHERE done_at IS NULL;
CREATE INDEX payment_alert_done ON payment_alert (done_at) WHERE done_at IS NOT NULL;
CREATE INDEX payment_alert_of_window ON payment_alert (window_id, lga) WHERE done_at IS NULL;
REVOKE ALL ON payment_alert FROM PUBLIC;
COMMENT ON TABLE payment_alert IS 'Payment news to send to an LGA''s subscribers: a confirmed window published, changed, opened or withdrawn. Written by a trigger on payment_window and by the fan-out (opened); the fan-out queues one SMS a confirmed subscriber and moves the cursor in the same transaction. Deleted a year after it is done. No person.';

-- Which texts may go to a number several times a day, and so count against the daily cap.
CREATE INDEX sms_outbox_payment_alerts ON sms_outbox (created_at) WHERE kind = 'payment alert';

ALTER TABLE sms_outbox DROP CONSTRAINT sms_outbox_kind_check;
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_kind_check
    CHECK (kind IN ('grievance receipt', 'grievance status', 'grievance resolved', 'grievance status reply', 'office number',
                    'request receipt', 'text help', 'payment answer', 'payment alert', 'payment alert confirm', 'payment alerts on'));
COMMENT ON COLUMN sms_outbox.kind IS 'The template (app/features/sms-texts/templates.ts): grievance receipt (reference, code, promised date), grievance status, grievance resolved, grievance status reply (asked for by SMS or USSD), office number (a state office''s phone, asked for by USSD), request receipt (a data access request''s reference), text help (what to send, to a text that was no report), payment answer (an LGA''s next payment window, asked for by PAY <LGA>), payment alert (news of a window for an LGA the number subscribed to), payment alert confirm (reply YES, to a number given on the web), payment alerts on (the subscription is live; STOP ends it).';

-- ---------------------------------------------------------------------------
-- Events. A window is news for subscribers when it is published and the office has confirmed it:
-- illustrative windows stay on the web.

CREATE FUNCTION payment_window_told(p_status text, p_provenance text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT p_status = 'published' AND p_provenance <> 'illustrative' $$;
COMMENT ON FUNCTION payment_window_told(text, text) IS 'Whether a window is news for alerts: published (now or scheduled) and not illustrative.';

CREATE FUNCTION payment_alert_events() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_was boolean := TG_OP = 'UPDATE' AND payment_window_told(OLD.status, OLD.provenance);
    v_now boolean := payment_window_told(NEW.status, NEW.provenance);
    v_when timestamptz := greatest(now(), coalesce(NEW.publish_at, now()));
    v_kind text;
    v_lgas text[];
BEGIN
    IF NOT v_was AND NOT v_now THEN
        RETURN NULL;
    END IF;
    IF v_was AND (NOT v_now OR (NEW.unpublish_at IS NOT NULL AND NEW.unpublish_at <= now())) THEN
        v_kind := 'withdrawn';
        v_lgas := OLD.lgas;
    ELSIF NOT v_was THEN
        v_kind := 'published';
        v_lgas := NEW.lgas;
    ELSIF (OLD.opens_on, OLD.closes_on, OLD.amount_naira, OLD.by_bank, OLD.by_wallet, OLD.at_pay_points, OLD.pause_reason)
          IS DISTINCT FROM
          (NEW.opens_on, NEW.closes_on, NEW.amount_naira, NEW.by_bank, NEW.by_wallet, NEW.at_pay_points, NEW.pause_reason) THEN
        v_kind := 'changed';
        v_lgas := NEW.lgas;
    END IF;
    -- An LGA taken off a live window has lost its payment; one added has gained one.
    IF v_was AND v_now AND v_kind IS DISTINCT FROM 'withdrawn' THEN
        INSERT INTO payment_alert (window_id, state, lga, kind, params)
        SELECT OLD.id, OLD.state, gone.name, 'withdrawn', jsonb_build_object('opens_on', OLD.opens_on, 'closes_on', OLD.closes_on)
        FROM unnest(OLD.lgas) AS gone (name) WHERE NOT gone.name = ANY (NEW.lgas);
        INSERT INTO payment_alert (window_id, state, lga, kind, not_before)
        SELECT NEW.id, NEW.state, added.name, 'published', v_when
        FROM unnest(NEW.lgas) AS added (name) WHERE NOT added.name = ANY (OLD.lgas)
        ON CONFLICT DO NOTHING;
    END IF;
    IF v_kind IS NULL THEN
        RETURN NULL;
    END IF;
    IF v_kind = 'withdrawn' THEN
        -- News not yet begun is no longer news.
        UPDATE payment_alert SET done_at = now()
        WHERE window_id = OLD.id AND done_at IS NULL AND cursor = 0 AND lga = ANY (v_lgas);
        INSERT INTO payment_alert (window_id, state, lga, kind, params)
        SELECT OLD.id, OLD.state, l.name, 'withdrawn', jsonb_build_object('opens_on', OLD.opens_on, 'closes_on', OLD.closes_on)
        FROM unnest(v_lgas) AS l (name);
    ELSIF v_kind = 'changed' THEN
        -- News not yet begun reads the window as it is when it goes, so it already tells the change.
        INSERT INTO payment_alert (window_id, state, lga, kind)
        SELECT NEW.id, NEW.state, l.name, 'changed'
        FROM unnest(v_lgas) AS l (name)
        WHERE NOT EXISTS (SELECT 1 FROM payment_alert a
                          WHERE a.window_id = NEW.id AND a.lga = l.name AND a.done_at IS NULL AND a.cursor = 0);
    ELSE
        INSERT INTO payment_alert (window_id, state, lga, kind, not_before)
        SELECT NEW.id, NEW.state, l.name, 'published', v_when
        FROM unnest(v_lgas) AS l (name)
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION payment_alert_events() FROM PUBLIC;
CREATE TRIGGER payment_alert_events AFTER INSERT OR UPDATE ON payment_window
    FOR EACH ROW EXECUTE FUNCTION payment_alert_events();

-- ---------------------------------------------------------------------------
-- Subscribing. Every path goes through payment_alert_offer: one live row a number and LGA, at
-- most five LGAs a number.

CREATE FUNCTION payment_alert_offer(p_phone text, p_state text, p_lga text, p_locale text, p_via text, p_confirmed boolean)
RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_sha bytea := sha256(convert_to(p_phone, 'UTF8'));
    v_row payment_alert_subscription;
BEGIN
    IF p_phone IS NULL OR p_phone !~ '^\+234[1-9][0-9]{7,9}$' THEN
        RAISE EXCEPTION 'That is not a phone number as +234 and the national number.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM register_lga WHERE state = p_state AND name = p_lga) THEN
        RAISE EXCEPTION 'no LGA % in %', p_lga, p_state USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Two requests at once for one number count as one.
    PERFORM pg_advisory_xact_lock(hashtextextended(encode(v_sha, 'hex'), 7260419100));
    -- Lapsed offers are cleared first, so that they neither block nor count.
    UPDATE payment_alert_subscription
    SET stopped_at = now(), stopped_why = 'lapsed', recipient = NULL, recipient_sha256 = NULL
    WHERE recipient_sha256 = v_sha AND stopped_at IS NULL AND confirmed_at IS NULL AND confirm_by <= now();
    SELECT * INTO v_row FROM payment_alert_subscription
    WHERE channel = 'sms' AND recipient_sha256 = v_sha AND state = p_state AND lga = p_lga AND stopped_at IS NULL;
    IF FOUND THEN
        IF v_row.confirmed_at IS NOT NULL THEN
            RETURN 'already';
        END IF;
        UPDATE payment_alert_subscription
        SET locale = p_locale, confirm_by = now() + interval '48 hours',
            confirmed_at = CASE WHEN p_confirmed THEN now() END
        WHERE id = v_row.id;
        RETURN CASE WHEN p_confirmed THEN 'on' ELSE 'pending' END;
    END IF;
    IF (SELECT count(*) FROM payment_alert_subscription WHERE recipient_sha256 = v_sha AND stopped_at IS NULL) >= 5 THEN
        RETURN 'full';
    END IF;
    INSERT INTO payment_alert_subscription (recipient, recipient_sha256, state, lga, locale, via, confirm_by, confirmed_at)
    VALUES (p_phone, v_sha, p_state, p_lga, p_locale, p_via, now() + interval '48 hours', CASE WHEN p_confirmed THEN now() END);
    PERFORM audit('payment alert offered', NULL, NULL, jsonb_build_object('via', p_via, 'confirmed', p_confirmed));
    RETURN CASE WHEN p_confirmed THEN 'on' ELSE 'pending' END;
END $$;
COMMENT ON FUNCTION payment_alert_offer(text, text, text, text, text, boolean) IS 'Adds a number''s subscription to an LGA''s payment alerts, pending (48 hours to confirm) or confirmed at once: answers pending, on, already (confirmed before) or full (five LGAs live). Audited without the number. Called by the functions below; no login may call it.';
REVOKE ALL ON FUNCTION payment_alert_offer(text, text, text, text, text, boolean) FROM PUBLIC;

-- The web: a number typed on an LGA's page. The phone confirms by YES, so a number typed by
-- somebody else gets one text and nothing more.
CREATE FUNCTION payment_alert_subscribe_web(p_phone text, p_state text, p_lga text, p_locale text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_answer text := payment_alert_offer(p_phone, p_state, p_lga, p_locale, 'web', false);
BEGIN
    IF v_answer = 'pending' THEN
        PERFORM sms_queue('payment alert confirm', p_phone, p_locale, jsonb_build_object('state', p_state, 'lga', p_lga), NULL, NULL);
    END IF;
    RETURN v_answer;
END $$;
COMMENT ON FUNCTION payment_alert_subscribe_web(text, text, text, text) IS 'A number given on an LGA''s payment page: a pending subscription and the text asking the phone to reply YES. Answers pending, already or full. For nassco_app alone.';
REVOKE ALL ON FUNCTION payment_alert_subscribe_web(text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION payment_alert_subscribe_web(text, text, text, text) TO nassco_app;

-- USSD: the network gives the caller's number, and the caller pressed 1, so it is confirmed.
CREATE FUNCTION payment_alert_subscribe_ussd(p_phone text, p_state text, p_lga text, p_locale text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_answer text := payment_alert_offer(p_phone, p_state, p_lga, p_locale, 'ussd', true);
BEGIN
    IF v_answer = 'on' THEN
        PERFORM sms_queue('payment alerts on', p_phone, p_locale, jsonb_build_object('state', p_state, 'lga', p_lga), NULL, NULL);
    END IF;
    RETURN v_answer;
END $$;
COMMENT ON FUNCTION payment_alert_subscribe_ussd(text, text, text, text) IS 'A USSD caller who chose alerts on the answer screen: confirmed at once (the network gave the number, the caller chose), with the "alerts on" text. Answers on, already or full. For nassco_text alone.';
REVOKE ALL ON FUNCTION payment_alert_subscribe_ussd(text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION payment_alert_subscribe_ussd(text, text, text, text) TO nassco_text;

-- YES by SMS: every pending subscription of the number is confirmed, each with its "alerts on".
CREATE FUNCTION sms_in_payment_alert_yes(p_phone text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_row payment_alert_subscription;
    v_count integer := 0;
BEGIN
    FOR v_row IN
        UPDATE payment_alert_subscription SET confirmed_at = now()
        WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8')) AND stopped_at IS NULL
          AND confirmed_at IS NULL AND confirm_by > now()
        RETURNING *
    LOOP
        PERFORM sms_queue('payment alerts on', p_phone, v_row.locale, jsonb_build_object('state', v_row.state, 'lga', v_row.lga), NULL, NULL);
        v_count := v_count + 1;
    END LOOP;
    IF v_count > 0 THEN
        PERFORM audit('payment alert confirmed', NULL, NULL, jsonb_build_object('via', 'sms', 'subscriptions', v_count));
    END IF;
    RETURN v_count;
END $$;
COMMENT ON FUNCTION sms_in_payment_alert_yes(text) IS 'YES from a number: confirms its pending payment alerts, each with its "alerts on" text; answers how many (none: the caller sends the help text). For nassco_text alone.';
REVOKE ALL ON FUNCTION sms_in_payment_alert_yes(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_in_payment_alert_yes(text) TO nassco_text;

-- PAY <LGA> by SMS: the answer now also leaves an offer the phone may take with YES within 48 hours.
CREATE OR REPLACE FUNCTION sms_in_payment_answer(p_phone text, p_locale text, p_params jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_answer text := p_params ->> 'answer';
    v_state  text := p_params ->> 'state';
    v_lga    text := p_params ->> 'lga';
    v_window payment_window;
    v_params jsonb;
BEGIN
    IF v_answer IS NULL OR v_answer NOT IN ('window', 'none', 'which', 'nearest', 'how') THEN
        RAISE EXCEPTION 'a payment answer is window, none, which, nearest or how, not %', v_answer USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_answer IN ('window', 'none', 'nearest')
       AND NOT EXISTS (SELECT 1 FROM register_lga WHERE state = v_state AND name = v_lga) THEN
        RAISE EXCEPTION 'no LGA % in %', v_lga, v_state USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_answer = 'which' AND (jsonb_typeof(p_params -> 'states') IS DISTINCT FROM 'array'
       OR jsonb_array_length(p_params -> 'states') < 2
       OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(p_params -> 'states') AS named (state)
                  WHERE NOT EXISTS (SELECT 1 FROM register_lga WHERE register_lga.state = named.state AND lower(name) = lower(v_lga)))) THEN
        RAISE EXCEPTION 'the states named for % are not the states that have it', v_lga USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_answer = 'window' THEN
        SELECT * INTO v_window FROM payment_window
        WHERE id = p_params ->> 'window' AND locale = 'en' AND content_is_live(status, publish_at, unpublish_at)
          AND provenance <> 'illustrative' AND state = v_state AND lgas @> ARRAY[v_lga];
        IF NOT FOUND THEN
            RAISE EXCEPTION 'no live, confirmed window % for % in %', p_params ->> 'window', v_lga, v_state
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        v_params := jsonb_build_object('answer', 'window', 'state', v_state, 'lga', v_lga,
                                       'opens_on', v_window.opens_on, 'closes_on', v_window.closes_on,
                                       'amount_naira', v_window.amount_naira, 'by_bank', v_window.by_bank,
                                       'by_wallet', v_window.by_wallet, 'at_pay_points', v_window.at_pay_points,
                                       'pause_reason', v_window.pause_reason);
    ELSE
        v_params := jsonb_strip_nulls(jsonb_build_object('answer', v_answer, 'state', v_state, 'lga', v_lga,
                                                         'states', p_params -> 'states'));
    END IF;
    -- The answer leaves an offer of alerts for the LGA, which the number takes by replying YES.
    IF v_answer IN ('window', 'none')
       AND payment_alert_offer(p_phone, v_state, v_lga, p_locale, 'sms', false) = 'pending' THEN
        v_params := v_params || jsonb_build_object('offer', true);
    END IF;
    PERFORM sms_queue('payment answer', p_phone, p_locale, v_params, NULL, NULL);
END $function$;

COMMENT ON FUNCTION sms_in_payment_answer(text, text, jsonb) IS 'Queues the payment answer to the number that texted PAY <LGA>: the dates, amount, ways and pause of the live window the site chose (read here from payment_window, never taken from the caller, and never an illustrative one), or that none is announced, or which states have that LGA, or the nearest name, or how to ask. Every LGA and state named must be in register_lga. A window or none answer also leaves a pending alert subscription for the LGA (offer: true in the params while it is new), which YES confirms. For nassco_text alone.';

-- Stopping a number's subscriptions, for STOP and for erasure.
CREATE FUNCTION payment_alert_stop_number(p_phone text, p_why text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_count integer;
BEGIN
    UPDATE payment_alert_subscription
    SET stopped_at = now(), stopped_why = p_why, recipient = NULL, recipient_sha256 = NULL
    WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8')) AND stopped_at IS NULL;
    GET DIAGNOSTICS v_count = ROW_COUNT;
    RETURN v_count;
END $$;
COMMENT ON FUNCTION payment_alert_stop_number(text, text) IS 'Stops every payment alert subscription of a number and clears the number from them; answers how many. Called by sms_in_opt_out and privacy_erase_phone; no login may call it.';
REVOKE ALL ON FUNCTION payment_alert_stop_number(text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION sms_in_opt_out(p_phone text, p_out boolean) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_stopped integer := 0;
BEGIN
    IF p_out THEN
        INSERT INTO sms_opt_out (recipient_sha256) VALUES (sha256(convert_to(p_phone, 'UTF8'))) ON CONFLICT DO NOTHING;
        v_stopped := payment_alert_stop_number(p_phone, 'stop');
    ELSE
        DELETE FROM sms_opt_out WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8'));
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (session_user, CASE WHEN p_out THEN 'sms opt out' ELSE 'sms opt in' END, NULL,
            jsonb_build_object('channel', 'sms', 'payment_alerts_stopped', v_stopped));
END $$;
COMMENT ON FUNCTION sms_in_opt_out(text, boolean) IS 'STOP (true) or START (false) from a number: records or lifts its opt-out by its digest; STOP also ends every payment alert subscription of the number (START does not bring them back). Audited as the calling login (session_user), without the number. For nassco_text alone.';

-- ---------------------------------------------------------------------------
-- The fan-out, called by the SMS sender before each round.

CREATE FUNCTION payment_alert_quiet(p_at timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
    SELECT extract(hour FROM p_at AT TIME ZONE 'Africa/Lagos') < 7 OR extract(hour FROM p_at AT TIME ZONE 'Africa/Lagos') >= 20
$$;
COMMENT ON FUNCTION payment_alert_quiet(timestamptz) IS 'Whether a time is in the night, Lagos time (20:00 to 07:00), when no alert is queued.';

-- The work itself, for a given Lagos day and number of alerts, so that a test can run it at any hour.
CREATE FUNCTION payment_alert_queue(p_limit integer, p_today date) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_left integer := p_limit;
    v_event payment_alert;
    v_window payment_window;
    v_params jsonb;
    v_sub record;
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
            SELECT s.id, s.recipient, s.locale, s.alerted_on, s.alerts_that_day FROM payment_alert_subscription s
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
            PERFORM sms_queue('payment alert', v_sub.recipient, v_sub.locale, v_params, NULL, NULL);
            v_queued := v_queued + 1;
        END LOOP;
        -- Done once an LGA's subscribers ran out before the alerts allowed did.
        UPDATE payment_alert
        SET cursor = v_event.cursor, queued = queued + v_queued, done_at = CASE WHEN v_left > 0 THEN now() END
        WHERE id = v_event.id;
        v_total := v_total + v_queued;
    END LOOP;
    RETURN v_total;
END $$;
COMMENT ON FUNCTION payment_alert_queue(integer, date) IS 'Queues up to p_limit payment alerts for the Lagos day p_today: first writes the day''s "opened" news, then for each event in order the next confirmed, live subscriptions of its LGA after its cursor, one SMS each (none past three that day), and moves the cursor in the same transaction, so a subscriber gets one alert an event and an unconfirmed one none. Answers how many it queued. Called by payment_alert_fan_out; no login may call it.';
REVOKE ALL ON FUNCTION payment_alert_queue(integer, date) FROM PUBLIC;

CREATE FUNCTION payment_alert_fan_out(p_per_minute integer) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF payment_alert_quiet(now()) OR NOT pg_try_advisory_xact_lock(7260419101) THEN
        RETURN 0;
    END IF;
    RETURN payment_alert_queue(
        least(greatest(p_per_minute, 0), 100000)
        - (SELECT count(*) FROM sms_outbox WHERE kind = 'payment alert' AND created_at > now() - interval '1 minute')::integer,
        (now() AT TIME ZONE 'Africa/Lagos')::date);
END $$;
COMMENT ON FUNCTION payment_alert_fan_out(integer) IS 'Queues the payment alerts due (payment_alert_queue), one instance at a time, between 07:00 and 20:00 Lagos time, up to p_per_minute in any minute. Answers how many it queued. For nassco_mail, the SMS sender, before each round.';
REVOKE ALL ON FUNCTION payment_alert_fan_out(integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION payment_alert_fan_out(integer) TO nassco_mail;

-- ---------------------------------------------------------------------------
-- The texts sent unasked or asked for on the web count against a number's daily cap, as the
-- status replies do: a subscriber of five LGAs on a busy day still gets at most the cap.

CREATE OR REPLACE FUNCTION sms_claim(p_limit integer, p_daily_cap integer)
 RETURNS TABLE(id bigint, kind text, recipient text, locale text, params jsonb, attempts integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_limit integer := least(greatest(p_limit, 0), 50);
    v_cap integer := least(greatest(p_daily_cap, 1), 100);
BEGIN
    PERFORM pg_advisory_xact_lock(7260419051);
    UPDATE sms_outbox m
    SET state = 'capped', recipient = NULL, params = m.params - 'code',
        last_error = format('This number had %s messages in 24 hours; not sent.', v_cap)
    FROM (SELECT d.id,
                 row_number() OVER (PARTITION BY d.recipient_sha256 ORDER BY d.next_attempt_at, d.id)
                 + (SELECT count(*) FROM sms_outbox s
                    WHERE s.recipient_sha256 = d.recipient_sha256
                      AND ((s.state = 'sent' AND s.sent_at > now() - interval '24 hours')
                           OR (s.state = 'sending' AND s.next_attempt_at > now()))) AS nth
          FROM (SELECT o.id, o.recipient_sha256, o.next_attempt_at FROM sms_outbox o
                WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now() AND o.recipient_sha256 IS NOT NULL
                FOR UPDATE SKIP LOCKED) d) ranked
    WHERE m.id = ranked.id AND ranked.nth > v_cap AND m.kind IN ('grievance status reply', 'office number', 'payment answer', 'payment alert',
                                                   'payment alert confirm');
    RETURN QUERY
    UPDATE sms_outbox m
    SET state = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + interval '120 seconds'
    FROM (SELECT o.id FROM sms_outbox o
          WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now()
          ORDER BY o.next_attempt_at, o.id
          LIMIT v_limit
          FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.kind, m.recipient, m.locale, m.params, m.attempts;
END $function$;

COMMENT ON FUNCTION sms_claim(integer, integer) IS 'The SMS sender takes up to p_limit due messages for two minutes (SKIP LOCKED, attempts + 1). A due message someone asked for (a status reply, an office number, a payment answer or alert) to a number already sent p_daily_cap messages in 24 hours becomes capped, its number cleared, instead; a case''s own messages (receipt, status, resolution, request receipt) are never capped but count.';

-- ---------------------------------------------------------------------------
-- Erasure by phone number stops the number's payment alerts and clears it from them.

CREATE OR REPLACE FUNCTION privacy_erase_phone(p_phone text)
 RETURNS TABLE(requests_erased integer, grievances_erased integer, unsent_sms_deleted integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    erased integer := 0;
    grievances integer := 0;
    unsent integer;
    reference_ text;
    alerts integer;
    grievance_ integer;
BEGIN
    IF p_phone IS NULL OR p_phone !~ '^\+234[1-9][0-9]{7,9}$' THEN
        RAISE EXCEPTION 'That is not a phone number as +234 and the national number.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM set_config('nassco.erase_reason', 'on request', true);
    -- First, so that the count is every message to the number, those of its requests included.
    DELETE FROM sms_outbox WHERE recipient = p_phone AND state IN ('pending', 'sending');
    GET DIAGNOSTICS unsent = ROW_COUNT;
    -- What counted the number's daily cap is the number, to anyone who hashes it.
    UPDATE sms_outbox SET recipient_sha256 = NULL WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8'));
    alerts := payment_alert_stop_number(p_phone, 'erased');
    FOR reference_ IN
        SELECT reference FROM data_access_request WHERE phone = p_phone AND personal_data_erased_at IS NULL FOR UPDATE
    LOOP
        -- An open request cannot go on without its contact details.
        UPDATE data_access_request SET status = 'withdrawn', decided_at = now()
        WHERE reference = reference_ AND decided_at IS NULL;
        PERFORM erase_request_details(reference_);
        erased := erased + 1;
    END LOOP;
    FOR grievance_ IN
        SELECT id FROM grievance WHERE phone = p_phone AND personal_data_erased_at IS NULL FOR UPDATE
    LOOP
        PERFORM erase_grievance_details(grievance_, 'Erased on request.');
        grievances := grievances + 1;
    END LOOP;
    PERFORM audit('erasure on request', NULL, NULL,
        jsonb_build_object('requests_erased', erased, 'grievances_erased', grievances, 'unsent_sms_deleted', unsent,
        'payment_alerts_stopped', alerts));
    RETURN QUERY SELECT erased, grievances, unsent;
END $function$;

COMMENT ON FUNCTION privacy_erase_phone(text) IS 'Erases everything held about one phone number (+234…): its requests'' contact details (open ones withdrawn), its grievances'' contact details and words, its payment alert subscriptions (stopped, the number cleared), and text messages not yet sent to it; clears the hash of the number on those sent. Audited without the number.';

-- ---------------------------------------------------------------------------
-- Retention: lapsed offers, stopped subscriptions and old events, in the run's batches (0090).

CREATE OR REPLACE FUNCTION run_daily_retention(p_batch integer DEFAULT 500)
 RETURNS TABLE(ran boolean, requests_erased integer, signups_deleted integer, page_view_rows_deleted integer, mail_deleted integer, finished boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    settings retention_settings;
    run maintenance_run;
    done jsonb;
    -- Deleting a row is far cheaper than erasing a case (which rewrites it and writes its history).
    deletes integer := p_batch * 25;
    n integer;
    whole boolean := true;
    reference_ text;
    grievance_ integer;
BEGIN
    IF p_batch IS NULL OR p_batch < 1 OR p_batch > 10000 THEN
        RAISE EXCEPTION 'A batch is 1 to 10,000 rows' USING ERRCODE = '22023';
    END IF;
    IF NOT pg_try_advisory_xact_lock(7260419002) THEN
        -- Another instance is working on the run; it carries on.
        RETURN QUERY SELECT false, 0, 0, 0, 0, true;
        RETURN;
    END IF;
    SELECT * INTO run FROM maintenance_run WHERE job = 'retention';
    IF run.started_at IS NULL AND run.last_run_at > now() - interval '23 hours' THEN
        RETURN QUERY SELECT false, 0, 0, 0, 0, true;
        RETURN;
    END IF;
    IF run.started_at IS NULL THEN
        INSERT INTO maintenance_run AS m (job, last_run_at, outcome, started_at, progress)
        VALUES ('retention', NULL, '{}', now(), '{}')
        ON CONFLICT (job) DO UPDATE SET started_at = EXCLUDED.started_at, progress = EXCLUDED.progress;
    END IF;
    SELECT * INTO STRICT settings FROM retention_settings;
    PERFORM set_config('nassco.erase_reason', format('retention after %s days', settings.request_days), true);
    done := jsonb_build_object(
        'requests_erased', 0, 'grievances_erased', 0, 'signups_deleted', 0, 'page_view_rows_deleted', 0,
        'mail_deleted', 0, 'sms_given_up', 0, 'sms_deleted', 0, 'contact_messages_deleted', 0,
        'page_feedback_rows_deleted', 0, 'page_feedback_comments_deleted', 0,
        'payment_alert_offers_lapsed', 0, 'payment_alert_subscriptions_deleted', 0, 'payment_alerts_deleted', 0);

    n := 0;
    FOR reference_ IN
        SELECT reference FROM data_access_request
        WHERE personal_data_erased_at IS NULL AND decided_at < now() - make_interval(days => settings.request_days)
        ORDER BY decided_at LIMIT p_batch
    LOOP
        PERFORM erase_request_details(reference_);
        n := n + 1;
    END LOOP;
    done := jsonb_set(done, '{requests_erased}', to_jsonb(n));
    whole := whole AND n < p_batch;
    -- Grievances as requests: past the same period after their resolution, the person's contact
    -- details, what they wrote and the officers' notes and replies, which quote it, are erased;
    -- the category, state, LGA, channel, dates and resolution stay, for the published figures.
    n := 0;
    FOR grievance_ IN
        SELECT id FROM grievance
        WHERE personal_data_erased_at IS NULL AND resolved_at < now() - make_interval(days => settings.request_days)
        ORDER BY resolved_at LIMIT p_batch
    LOOP
        PERFORM erase_grievance_details(grievance_, 'Erased by retention.');
        n := n + 1;
    END LOOP;
    done := jsonb_set(done, '{grievances_erased}', to_jsonb(n));
    whole := whole AND n < p_batch;

    DELETE FROM newsletter_subscriber WHERE id IN (
        SELECT id FROM newsletter_subscriber
        WHERE status = 'pending' AND coalesce(confirmation_sent_at, created_at) < now() - make_interval(days => settings.pending_signup_days)
        LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{signups_deleted}', to_jsonb(n));
    whole := whole AND n < deletes;
    DELETE FROM page_view_daily WHERE ctid IN (
        SELECT ctid FROM page_view_daily WHERE day < (now() AT TIME ZONE 'Africa/Lagos')::date - settings.page_view_days LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{page_view_rows_deleted}', to_jsonb(n));
    whole := whole AND n < deletes;
    DELETE FROM mail_outbox WHERE id IN (
        (SELECT id FROM mail_outbox WHERE state = 'sent' AND sent_at < now() - make_interval(days => settings.sent_mail_days) LIMIT deletes)
        UNION ALL
        (SELECT id FROM mail_outbox WHERE state = 'cancelled' AND created_at < now() - make_interval(days => settings.sent_mail_days) LIMIT deletes)
        UNION ALL
        (SELECT id FROM mail_outbox WHERE state = 'dead' AND created_at < now() - make_interval(days => settings.pending_signup_days) LIMIT deletes));
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{mail_deleted}', to_jsonb(n));
    whole := whole AND n < deletes;
    -- Text messages (decision 0071).
    UPDATE sms_outbox
    SET state = 'dead', recipient = NULL, params = params - 'code',
        last_error = 'Not sent within a week: given up by retention.'
    WHERE id IN (SELECT id FROM sms_outbox WHERE state IN ('pending', 'sending') AND created_at < now() - interval '7 days' LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{sms_given_up}', to_jsonb(n));
    whole := whole AND n < deletes;
    -- A receipt given up kept its code so that staff could send it again; after the same week, not.
    UPDATE sms_outbox SET params = params - 'code'
    WHERE id IN (SELECT id FROM sms_outbox
                 WHERE params ? 'code' AND state NOT IN ('pending', 'sending') AND created_at < now() - interval '7 days' LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    whole := whole AND n < deletes;
    UPDATE sms_outbox SET recipient_sha256 = NULL
    WHERE id IN (SELECT id FROM sms_outbox
                 WHERE recipient_sha256 IS NOT NULL AND state NOT IN ('pending', 'sending') AND created_at < now() - interval '2 days' LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    whole := whole AND n < deletes;
    DELETE FROM sms_outbox WHERE id IN (
        SELECT id FROM sms_outbox
        WHERE state NOT IN ('pending', 'sending') AND created_at < now() - make_interval(days => settings.sent_mail_days) LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{sms_deleted}', to_jsonb(n));
    whole := whole AND n < deletes;
    DELETE FROM contact_message WHERE id IN (
        SELECT id FROM contact_message WHERE received_at < now() - make_interval(days => settings.contact_message_days) LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{contact_messages_deleted}', to_jsonb(n));
    whole := whole AND n < deletes;
    DELETE FROM page_feedback_daily WHERE ctid IN (
        SELECT ctid FROM page_feedback_daily WHERE day < (now() AT TIME ZONE 'Africa/Lagos')::date - settings.page_view_days LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{page_feedback_rows_deleted}', to_jsonb(n));
    whole := whole AND n < deletes;
    DELETE FROM page_feedback_comment WHERE id IN (
        SELECT id FROM page_feedback_comment WHERE day < (now() AT TIME ZONE 'Africa/Lagos')::date - settings.page_view_days LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{page_feedback_comments_deleted}', to_jsonb(n));
    whole := whole AND n < deletes;

    -- Payment alerts (decision 0108): an offer not confirmed in time lapses and its number is
    -- cleared; a stopped subscription goes 30 days later, an event a year after it was done.
    UPDATE payment_alert_subscription
    SET stopped_at = now(), stopped_why = 'lapsed', recipient = NULL, recipient_sha256 = NULL
    WHERE id IN (SELECT id FROM payment_alert_subscription
                 WHERE stopped_at IS NULL AND confirmed_at IS NULL AND confirm_by <= now() LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{payment_alert_offers_lapsed}', to_jsonb(n));
    whole := whole AND n < deletes;
    DELETE FROM payment_alert_subscription WHERE id IN (
        SELECT id FROM payment_alert_subscription WHERE stopped_at < now() - interval '30 days' LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{payment_alert_subscriptions_deleted}', to_jsonb(n));
    whole := whole AND n < deletes;
    DELETE FROM payment_alert WHERE id IN (
        SELECT id FROM payment_alert WHERE done_at < now() - interval '1 year' LIMIT deletes);
    GET DIAGNOSTICS n = ROW_COUNT;
    done := jsonb_set(done, '{payment_alerts_deleted}', to_jsonb(n));
    whole := whole AND n < deletes;

    -- Add this batch to the run's sums.
    UPDATE maintenance_run m
    SET progress = (SELECT jsonb_object_agg(key, coalesce((m.progress ->> key)::integer, 0) + value::integer) FROM jsonb_each_text(done))
    WHERE job = 'retention'
    RETURNING * INTO run;
    IF whole THEN
        PERFORM audit('retention', NULL, NULL, jsonb_build_object(
            'request_days', settings.request_days, 'pending_signup_days', settings.pending_signup_days,
            'page_view_days', settings.page_view_days, 'sent_mail_days', settings.sent_mail_days,
            'contact_message_days', settings.contact_message_days, 'started_at', run.started_at) || run.progress);
        UPDATE maintenance_run SET last_run_at = now(), outcome = run.progress, started_at = NULL, progress = NULL
        WHERE job = 'retention';
    END IF;
    RETURN QUERY SELECT true, (run.progress ->> 'requests_erased')::integer, (run.progress ->> 'signups_deleted')::integer,
        (run.progress ->> 'page_view_rows_deleted')::integer, (run.progress ->> 'mail_deleted')::integer, whole;
END $function$;

COMMENT ON FUNCTION run_daily_retention(integer) IS 'Erases and deletes what is past its period in retention_settings, grievances'' personal details with requests'', text messages'' numbers, codes (a dead receipt''s after a week) and records (decision 0071), and payment alerts'' lapsed offers, stopped subscriptions (30 days) and done events (a year) (decision 0108), at most p_batch erasures and 25 times as many deletions of each kind a call (decision 0090). The back office calls it until it answers finished; a run is due 23 hours after the last one finished, and one interrupted is resumed by the next call. Answers the run''s sums so far.';
