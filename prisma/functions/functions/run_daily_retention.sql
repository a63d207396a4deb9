CREATE OR REPLACE FUNCTION public.run_daily_retention(p_batch integer DEFAULT 500)
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

COMMENT ON FUNCTION public.run_daily_retention(p_batch integer) IS 'Erases and deletes what is past its period in retention_settings, grievances'' personal details with requests'', text messages'' numbers, codes (a dead receipt''s after a week) and records (decision 0071), and payment alerts'' lapsed offers, stopped subscriptions (30 days) and done events (a year) (decision 0108), at most p_batch erasures and 25 times as many deletions of each kind a call (decision 0090). The back office calls it until it answers finished; a run is due 23 hours after the last one finished, and one interrupted is resumed by the next call. Answers the run''s sums so far.';
