-- SMS out (issue 51, decision 0071): what the sender (nassco_mail) may do with the outbox, what the
-- aggregator's delivery reports record, and how long each part of a message is kept.

-- ---------------------------------------------------------------------------
-- 1. The sender's claim. Like mail_claim: due messages for two minutes, SKIP LOCKED, attempts + 1.
-- Before claiming, a due message to a number that already had its day's messages (p_daily_cap sent
-- in the last 24 hours, counting those in flight and those due before it) is not sent: it becomes
-- capped, its number and code cleared. One claim at a time counts, so two instances cannot each
-- send a number's last message of the day.

CREATE FUNCTION sms_claim(p_limit integer, p_daily_cap integer)
RETURNS TABLE(id bigint, kind text, recipient text, locale text, params jsonb, attempts integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
    WHERE m.id = ranked.id AND ranked.nth > v_cap;
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
END $$;
COMMENT ON FUNCTION sms_claim(integer, integer) IS 'The SMS sender takes up to p_limit due messages for two minutes (SKIP LOCKED, attempts + 1). A due message to a number already sent p_daily_cap messages in 24 hours becomes capped, its number and code cleared, instead.';

-- Sent: accepted by the aggregator. The number and the code go at once; what it cost and how long it was stay.
CREATE FUNCTION sms_mark_sent(p_id bigint, p_provider_message_id text, p_segments integer, p_encoding text,
                              p_cost_currency text, p_cost_amount numeric)
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE sms_outbox
    SET state = 'sent', sent_at = now(), recipient = NULL, params = params - 'code', last_error = NULL,
        provider_message_id = left(p_provider_message_id, 100), segments = p_segments, encoding = p_encoding,
        cost_currency = p_cost_currency, cost_amount = p_cost_amount
    WHERE id = p_id AND state = 'sending';
$$;
COMMENT ON FUNCTION sms_mark_sent(bigint, text, integer, text, text, numeric) IS 'A claimed message the aggregator accepted: sent, with its id, segments, encoding and cost; its number and code cleared.';

-- Failed: again after p_retry_seconds, or given up (null), its number and code cleared.
CREATE FUNCTION sms_mark_failed(p_id bigint, p_error text, p_retry_seconds integer)
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE sms_outbox
    SET state = CASE WHEN p_retry_seconds IS NULL THEN 'dead' ELSE 'pending' END,
        next_attempt_at = now() + make_interval(secs => coalesce(p_retry_seconds, 0)),
        last_error = left(p_error, 1000),
        recipient = CASE WHEN p_retry_seconds IS NULL THEN NULL ELSE recipient END,
        params = CASE WHEN p_retry_seconds IS NULL THEN params - 'code' ELSE params END
    WHERE id = p_id AND state = 'sending';
$$;
COMMENT ON FUNCTION sms_mark_failed(bigint, text, integer) IS 'A claimed message that failed: pending again after p_retry_seconds, or, with null, dead with its number and code cleared.';

REVOKE ALL ON FUNCTION sms_claim(integer, integer), sms_mark_sent(bigint, text, integer, text, text, numeric),
    sms_mark_failed(bigint, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_claim(integer, integer), sms_mark_sent(bigint, text, integer, text, text, numeric),
    sms_mark_failed(bigint, text, integer) TO nassco_mail;

-- ---------------------------------------------------------------------------
-- 2. The aggregator's delivery reports, which the public site's callback receives: they record
-- what became of a message it sent, by its id, and nothing else. An unknown id changes nothing.

CREATE FUNCTION sms_delivery_report(p_provider_message_id text, p_status text, p_failure_reason text)
RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF p_provider_message_id IS NULL OR length(p_provider_message_id) > 100 THEN
        RETURN false;
    END IF;
    UPDATE sms_outbox
    SET delivery_status = left(nullif(p_status, ''), 40), delivery_failure = left(nullif(p_failure_reason, ''), 200),
        delivery_reported_at = now()
    WHERE provider_message_id = p_provider_message_id AND state = 'sent';
    RETURN FOUND;
END $$;
COMMENT ON FUNCTION sms_delivery_report(text, text, text) IS 'Records the aggregator''s delivery report (status, failure reason) on the sent message it names; false for an id it did not send.';
REVOKE ALL ON FUNCTION sms_delivery_report(text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_delivery_report(text, text, text) TO nassco_app;

-- Whether the answer page may say the receipt went by SMS too: for the receipt's own secret,
-- within the hour, as grievance_receipt() answers; nothing about the number.
CREATE FUNCTION grievance_receipt_sms(p_reference text, p_receipt_token uuid)
RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT EXISTS (
        SELECT FROM grievance g JOIN sms_outbox o ON o.grievance = g.id AND o.kind = 'grievance receipt'
        WHERE g.reference = p_reference AND g.receipt_token = p_receipt_token AND g.created_at > now() - interval '1 hour');
$$;
COMMENT ON FUNCTION grievance_receipt_sms(text, uuid) IS 'Whether a receipt SMS was queued for the grievance this receipt (reference and token, within the hour) was issued for: the answer page says so.';
REVOKE ALL ON FUNCTION grievance_receipt_sms(text, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_receipt_sms(text, uuid) TO nassco_app;

-- ---------------------------------------------------------------------------
-- 3. Erasure: when a grievance's or a request's personal details are erased, whatever of theirs is
-- still waiting is not sent, and its number and code go with the rest.

CREATE FUNCTION sms_outbox_erased() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    UPDATE sms_outbox
    SET state = CASE WHEN state IN ('pending', 'sending') THEN 'dead' ELSE state END,
        last_error = CASE WHEN state IN ('pending', 'sending') THEN 'Not sent: the personal details of its case were erased.' ELSE last_error END,
        recipient = NULL, params = params - 'code'
    WHERE (recipient IS NOT NULL OR params ? 'code')
      AND CASE TG_TABLE_NAME WHEN 'grievance' THEN grievance = (to_jsonb(NEW) ->> 'id')::integer
                             ELSE request_reference = to_jsonb(NEW) ->> 'reference' END;
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION sms_outbox_erased() FROM PUBLIC;
CREATE TRIGGER sms_outbox_erased AFTER UPDATE OF personal_data_erased_at ON grievance
    FOR EACH ROW WHEN (OLD.personal_data_erased_at IS NULL AND NEW.personal_data_erased_at IS NOT NULL)
    EXECUTE FUNCTION sms_outbox_erased();
CREATE TRIGGER sms_outbox_erased AFTER UPDATE OF personal_data_erased_at ON data_access_request
    FOR EACH ROW WHEN (OLD.personal_data_erased_at IS NULL AND NEW.personal_data_erased_at IS NOT NULL)
    EXECUTE FUNCTION sms_outbox_erased();

-- ---------------------------------------------------------------------------
-- 4. Retention, as before, and for text messages: the number's hash (the daily cap's) after two
-- days; a message still unsent after a week is given up, its number and code cleared; and a
-- message's record after the sent-mail period.

CREATE OR REPLACE FUNCTION run_daily_retention()
RETURNS TABLE(ran boolean, requests_erased integer, signups_deleted integer, page_view_rows_deleted integer, mail_deleted integer)
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
    grievances integer := 0;
    grievance_ integer;
    reference_ text;
    sms_given_up integer;
    sms_deleted integer;
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
    -- Grievances as requests: past the same period after their resolution, the person's contact
    -- details, what they wrote and the officers' notes and replies, which quote it, are erased;
    -- the category, state, LGA, channel, dates and resolution stay, for the published figures.
    FOR grievance_ IN
        SELECT id FROM grievance
        WHERE personal_data_erased_at IS NULL AND resolved_at < now() - make_interval(days => settings.request_days)
    LOOP
        PERFORM erase_grievance_details(grievance_, 'Erased by retention.');
        grievances := grievances + 1;
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
    -- Text messages (decision 0071).
    UPDATE sms_outbox
    SET state = 'dead', recipient = NULL, params = params - 'code',
        last_error = 'Not sent within a week: given up by retention.'
    WHERE state IN ('pending', 'sending') AND created_at < now() - interval '7 days';
    GET DIAGNOSTICS sms_given_up = ROW_COUNT;
    UPDATE sms_outbox SET recipient_sha256 = NULL
    WHERE recipient_sha256 IS NOT NULL AND state NOT IN ('pending', 'sending') AND created_at < now() - interval '2 days';
    DELETE FROM sms_outbox
    WHERE state NOT IN ('pending', 'sending') AND created_at < now() - make_interval(days => settings.sent_mail_days);
    GET DIAGNOSTICS sms_deleted = ROW_COUNT;
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
        'requests_erased', erased, 'grievances_erased', grievances, 'signups_deleted', signups, 'page_view_rows_deleted', views, 'mail_deleted', mail,
        'sms_given_up', sms_given_up, 'sms_deleted', sms_deleted,
        'contact_messages_deleted', messages, 'page_feedback_rows_deleted', feedback, 'page_feedback_comments_deleted', comments));
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('retention', now(), jsonb_build_object('requests_erased', erased, 'grievances_erased', grievances, 'signups_deleted', signups,
                                                   'page_view_rows_deleted', views, 'mail_deleted', mail,
                                                   'sms_given_up', sms_given_up, 'sms_deleted', sms_deleted,
                                                   'contact_messages_deleted', messages, 'page_feedback_rows_deleted', feedback,
                                                   'page_feedback_comments_deleted', comments))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN QUERY SELECT true, erased, signups, views, mail;
END $$;
COMMENT ON FUNCTION run_daily_retention() IS 'Erases and deletes what is past its period in retention_settings, grievances'' personal details with requests'', and text messages'' numbers, codes and records (decision 0071). Every instance calls it hourly; it works at most once a day.';
