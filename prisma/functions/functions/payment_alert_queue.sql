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
