CREATE OR REPLACE FUNCTION public.run_daily_retention()
 RETURNS TABLE(ran boolean, requests_erased integer, signups_deleted integer, page_view_rows_deleted integer, mail_deleted integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
    -- A receipt given up kept its code so that staff could send it again; after the same week, not.
    UPDATE sms_outbox SET params = params - 'code'
    WHERE params ? 'code' AND state NOT IN ('pending', 'sending') AND created_at < now() - interval '7 days';
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
END $function$;

COMMENT ON FUNCTION public.run_daily_retention() IS 'Erases and deletes what is past its period in retention_settings, grievances'' personal details with requests'', and text messages'' numbers, codes (a dead receipt''s after a week) and records (decision 0071). Every instance calls it hourly; it works at most once a day.';
