-- Issue 51, the security review's findings on the SMS part's database (decision 0071).

-- ---------------------------------------------------------------------------
-- 1. Messages someone asks for (a status reply, a state office's number) are bounded: a stranger
-- who knows a reference may make the office text the case's owner at most once a case a day, and
-- all such messages together at most sms_asked_ceiling() an hour; one over it is not queued, and
-- each refusal is one audit_log row without the number. A status reply to the case's number asked
-- by another caller carries "asked_by_another" in its params so that it can be counted.

CREATE OR REPLACE FUNCTION public.sms_asked_allowed(p_kind text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    -- One at a time, so that two callers cannot both take the last place.
    PERFORM pg_advisory_xact_lock(7260419052);
    IF (SELECT count(*) FROM sms_outbox o
        WHERE o.created_at > now() - interval '1 hour'
          AND (o.kind = 'office number' OR (o.kind = 'grievance status reply' AND o.params ? 'asked_by_another')))
       >= 500 THEN
        PERFORM audit('sms refused over the hourly ceiling', NULL, NULL, jsonb_build_object('kind', p_kind, 'refusals', 1));
        RETURN false;
    END IF;
    RETURN true;
END $function$;

REVOKE ALL ON FUNCTION sms_asked_allowed(text) FROM PUBLIC;

COMMENT ON FUNCTION public.sms_asked_allowed(p_kind text) IS 'Whether one more message a caller asked for to a number that may not be theirs (an office number, a status reply to a case''s number for another caller) may be queued: at most 500 an hour in all. A refusal is audited (kind, refusals 1), never the number. For other definer functions only.';

CREATE OR REPLACE FUNCTION public.grievance_status_by_text(p_reference text, p_phone text, p_code text, p_reply_by_sms boolean)
 RETURNS TABLE(shown boolean, reference text, status text, resolution text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
    v_params jsonb;
BEGIN
    SELECT * INTO v_case FROM grievance g WHERE g.reference = upper(btrim(p_reference));
    IF NOT FOUND THEN
        RETURN QUERY SELECT false, NULL::text, NULL::text, NULL::text;
        RETURN;
    END IF;
    v_params := jsonb_build_object('reference', v_case.reference, 'status', v_case.status, 'resolution', v_case.resolution);
    IF (p_phone IS NOT NULL AND v_case.phone = p_phone)
       OR (p_code IS NOT NULL AND v_case.status_code_sha256 = sha256(convert_to(p_code, 'UTF8'))) THEN
        IF p_reply_by_sms AND p_phone IS NOT NULL THEN
            PERFORM sms_queue('grievance status reply', p_phone, v_case.locale, v_params, v_case.id, NULL);
        END IF;
        RETURN QUERY SELECT true, v_case.reference, v_case.status, v_case.resolution;
        RETURN;
    END IF;
    -- Another caller: the case's owner is told at most once a day, within the hourly ceiling.
    IF v_case.phone IS NOT NULL AND v_case.may_contact AND v_case.personal_data_erased_at IS NULL THEN
        PERFORM pg_advisory_xact_lock(726041953, v_case.id);
        IF NOT EXISTS (SELECT FROM sms_outbox o
                       WHERE o.grievance = v_case.id AND o.kind = 'grievance status reply' AND o.params ? 'asked_by_another'
                         AND o.created_at > now() - interval '24 hours')
           AND sms_asked_allowed('grievance status reply') THEN
            PERFORM sms_queue('grievance status reply', v_case.phone, v_case.locale,
                              v_params || jsonb_build_object('asked_by_another', true), v_case.id, NULL);
        END IF;
    END IF;
    RETURN QUERY SELECT false, NULL::text, NULL::text, NULL::text;
END $function$;

COMMENT ON FUNCTION public.grievance_status_by_text(p_reference text, p_phone text, p_code text, p_reply_by_sms boolean) IS 'A grievance''s status asked by USSD or SMS: returned when the caller''s number is the case''s or the code is right (and, with p_reply_by_sms, queued to the caller); otherwise queued as an SMS to the case''s number if it may be contacted, at most once a case in 24 hours and within sms_asked_allowed(), and shown false, the same as for a reference that does not exist.';

CREATE OR REPLACE FUNCTION public.sms_office_number(p_phone text, p_state text, p_locale text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_number text;
BEGIN
    SELECT c.value INTO v_number FROM contact_channel c
    WHERE c.office = p_state AND c.kind = 'phone' AND c.locale = 'en' AND c.provenance <> 'illustrative'
      AND content_is_live(c.status, c.publish_at, c.unpublish_at)
    ORDER BY c.position, c.id LIMIT 1;
    IF v_number IS NULL OR p_phone IS NULL THEN
        RETURN false;
    END IF;
    -- Over the hourly ceiling nothing is queued, and the caller sees the same screen.
    IF sms_asked_allowed('office number') THEN
        PERFORM sms_queue('office number', p_phone, coalesce(p_locale, 'en'),
                          jsonb_build_object('state', CASE p_state WHEN 'fct' THEN 'FCT' ELSE initcap(replace(p_state, '-', ' ')) END,
                                             'phone', v_number),
                          NULL, NULL);
    END IF;
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.sms_office_number(p_phone text, p_state text, p_locale text) IS 'Queues an SMS with a state unit''s phone (contact_channel, live, not illustrative) to the caller, within sms_asked_allowed() (over it, nothing is queued and the answer is the same); false when the state has none on record.';

-- The daily cap a number is for what was asked: a case's own messages (receipt, status, resolution,
-- a request's receipt) are bounded by the case's events and always go, but count toward the cap.
CREATE OR REPLACE FUNCTION public.sms_claim(p_limit integer, p_daily_cap integer)
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
    WHERE m.id = ranked.id AND ranked.nth > v_cap AND m.kind IN ('grievance status reply', 'office number');
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

COMMENT ON FUNCTION public.sms_claim(p_limit integer, p_daily_cap integer) IS 'The SMS sender takes up to p_limit due messages for two minutes (SKIP LOCKED, attempts + 1). A due message someone asked for (a status reply, an office number) to a number already sent p_daily_cap messages in 24 hours becomes capped, its number cleared, instead; a case''s own messages (receipt, status, resolution, request receipt) are never capped but count.';

-- ---------------------------------------------------------------------------
-- 2. A receipt given up keeps its code (never stored anywhere else) until retention gives up
-- unsent messages, a week, so that staff may send it again. 8. A mark carries the attempt it is
-- for: a late one from a lapsed claim cannot overwrite a newer attempt.

DROP FUNCTION public.sms_mark_sent(bigint, text, integer, text, text, numeric);
DROP FUNCTION public.sms_mark_failed(bigint, text, integer);

CREATE FUNCTION public.sms_mark_sent(p_id bigint, p_attempt integer, p_provider_message_id text, p_segments integer, p_encoding text, p_cost_currency text, p_cost_amount numeric)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    UPDATE sms_outbox
    SET state = 'sent', sent_at = now(), recipient = NULL, params = params - 'code', last_error = NULL,
        provider_message_id = left(p_provider_message_id, 100), segments = p_segments, encoding = p_encoding,
        cost_currency = p_cost_currency, cost_amount = p_cost_amount
    WHERE id = p_id AND attempts = p_attempt AND state = 'sending';
$function$;

CREATE FUNCTION public.sms_mark_failed(p_id bigint, p_attempt integer, p_error text, p_retry_seconds integer)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    UPDATE sms_outbox
    SET state = CASE WHEN p_retry_seconds IS NULL THEN 'dead' ELSE 'pending' END,
        next_attempt_at = now() + make_interval(secs => coalesce(p_retry_seconds, 0)),
        last_error = left(p_error, 1000),
        recipient = CASE WHEN p_retry_seconds IS NULL THEN NULL ELSE recipient END,
        -- A receipt's code stays until retention (a week), so that staff may send it again.
        params = CASE WHEN p_retry_seconds IS NULL AND kind <> 'grievance receipt' THEN params - 'code' ELSE params END
    WHERE id = p_id AND attempts = p_attempt AND state = 'sending';
$function$;

REVOKE ALL ON FUNCTION sms_mark_sent(bigint, integer, text, integer, text, text, numeric), sms_mark_failed(bigint, integer, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_mark_sent(bigint, integer, text, integer, text, text, numeric), sms_mark_failed(bigint, integer, text, integer) TO nassco_mail;

COMMENT ON FUNCTION public.sms_mark_sent(p_id bigint, p_attempt integer, p_provider_message_id text, p_segments integer, p_encoding text, p_cost_currency text, p_cost_amount numeric) IS 'A claimed message the aggregator accepted, for the attempt p_attempt only: sent, with its id, segments, encoding and cost; its number and code cleared.';
COMMENT ON FUNCTION public.sms_mark_failed(p_id bigint, p_attempt integer, p_error text, p_retry_seconds integer) IS 'A claimed message that failed, for the attempt p_attempt only: pending again after p_retry_seconds, or, with null, dead with its number cleared, and its code too except a receipt''s, which retention clears after a week.';

COMMENT ON FUNCTION public.sms_retry_number(p_message sms_outbox) IS 'The number a dead message may be sent again to: the one its grievance (with consent) or request still has, for a case''s own kinds only, and a receipt only while it keeps its code (a week). Null otherwise.';

-- 8. Staff sending a message again gives it a fresh week before retention gives it up.
CREATE OR REPLACE FUNCTION public.staff_sms_retry(p_token_sha256 bytea, p_id bigint)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := sms_national_member(p_token_sha256);
    v_message sms_outbox;
    v_number text;
    v_subject text;
BEGIN
    SELECT * INTO v_message FROM sms_outbox o WHERE o.id = p_id FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no text message %', p_id USING ERRCODE = 'no_data_found';
    END IF;
    v_number := sms_retry_number(v_message);
    IF v_number IS NULL THEN
        RAISE EXCEPTION 'text message % is %, or its case has no number to send to: it cannot be sent again', p_id, v_message.state
              USING ERRCODE = 'check_violation';
    END IF;
    UPDATE sms_outbox SET state = 'pending', recipient = v_number, recipient_sha256 = sha256(convert_to(v_number, 'UTF8')),
                          attempts = 0, next_attempt_at = now(), last_error = NULL, created_at = now()
    WHERE id = v_message.id;
    v_subject := coalesce((SELECT g.reference FROM grievance g WHERE g.id = v_message.grievance), v_message.request_reference, 'sms:' || p_id);
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_member.name, 'sms retried', v_subject,
            jsonb_build_object('message', p_id, 'kind', v_message.kind, 'state', v_message.state, 'attempts', v_message.attempts),
            jsonb_build_object('message', p_id, 'state', 'pending'));
    PERFORM pg_notify('nassco_sms_queued', '');
    RETURN v_subject;
END $function$;

COMMENT ON FUNCTION public.staff_sms_retry(p_token_sha256 bytea, p_id bigint) IS 'Puts a dead text message back in the outbox (pending, attempts from 0, a fresh week before retention) to the number its grievance or request still has with consent; never a capped one. National office and admins; audited. Returns the case''s or request''s reference.';

-- The retention of 20261227130000, and a dead receipt's code cleared after the week.
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

-- ---------------------------------------------------------------------------
-- 3. The code of a report by USSD or SMS is made here, not accepted from the app: twelve characters
-- of the status code's Crockford alphabet from twelve random bytes of gen_random_uuid() (bytes 6
-- and 8 carry its version and variant and are skipped; 256 is a multiple of 32, so every character
-- is equally likely: 60 bits). Stored as the SHA-256 of the canonical code, as statusCodeHash().

DROP FUNCTION public.grievance_from_text(text, text, text, text, text, text, text);

CREATE FUNCTION public.grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text, p_description text)
 RETURNS TABLE(reference text, expected_on date, code text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
    v_bytes bytea := substring(uuid_send(gen_random_uuid()) FROM 1 FOR 6) || substring(uuid_send(gen_random_uuid()) FROM 10 FOR 6);
    v_code text := '';
BEGIN
    IF p_channel IS NULL OR p_channel NOT IN ('ussd', 'sms') THEN
        RAISE EXCEPTION 'a text report comes by ussd or sms, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_phone IS NULL THEN
        RAISE EXCEPTION 'a text report needs the caller''s number' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    FOR i IN 0..11 LOOP
        v_code := v_code || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(v_bytes, i) & 31) + 1, 1);
    END LOOP;
    INSERT INTO grievance (category, description, state, phone, may_contact, channel, locale, status_code_sha256)
    VALUES (p_category, left(btrim(p_description), 4000), p_state, p_phone, true, p_channel, coalesce(p_locale, 'en'),
            sha256(convert_to(v_code, 'UTF8')))
    RETURNING * INTO v_case;
    PERFORM sms_queue('grievance receipt', v_case.phone, v_case.locale,
                      jsonb_build_object('reference', v_case.reference, 'code', v_code, 'expected_on', v_case.expected_on),
                      v_case.id, NULL);
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (p_channel, 'grievance received', v_case.reference,
            jsonb_build_object('channel', p_channel, 'category', v_case.category, 'state', v_case.state));
    RETURN QUERY SELECT v_case.reference, v_case.expected_on, v_code;
END $function$;

REVOKE ALL ON FUNCTION grievance_from_text(text, text, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_from_text(text, text, text, text, text, text) TO nassco_app;

COMMENT ON FUNCTION public.grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text, p_description text) IS 'Stores a grievance sent by USSD or SMS from the caller''s number, with consent to a call back; makes its status code (12 Crockford characters from gen_random_uuid()) and keeps its SHA-256; queues the receipt SMS (reference, code, promised date) to that number; audits channel, category and state. Returns the reference, promised date and code.';

-- ---------------------------------------------------------------------------
-- 4. Phone numbers in one form, +234 and the national number, as normalisePhone() writes them.
-- Rows written before in another form that the rule reads (0803…, 234803…, +2340803…) are
-- rewritten; new rows must be in the form (NOT VALID: a row the rule cannot read stays as it is).

UPDATE grievance SET phone = '+234' || substring(phone FROM '^(?:\+?2340?|0)([1-9][0-9]{7,9})$')
WHERE phone !~ '^\+234[1-9][0-9]{7,9}$' AND phone ~ '^(?:\+?2340?|0)[1-9][0-9]{7,9}$';
UPDATE data_access_request SET phone = '+234' || substring(phone FROM '^(?:\+?2340?|0)([1-9][0-9]{7,9})$')
WHERE phone !~ '^\+234[1-9][0-9]{7,9}$' AND phone ~ '^(?:\+?2340?|0)[1-9][0-9]{7,9}$';
UPDATE sms_outbox
SET recipient = '+234' || substring(recipient FROM '^(?:\+?2340?|0)([1-9][0-9]{7,9})$'),
    recipient_sha256 = sha256(convert_to('+234' || substring(recipient FROM '^(?:\+?2340?|0)([1-9][0-9]{7,9})$'), 'UTF8'))
WHERE recipient !~ '^\+234[1-9][0-9]{7,9}$' AND recipient ~ '^(?:\+?2340?|0)[1-9][0-9]{7,9}$';

ALTER TABLE grievance ADD CONSTRAINT grievance_phone_national CHECK (phone ~ '^\+234[1-9][0-9]{7,9}$') NOT VALID;
ALTER TABLE data_access_request ADD CONSTRAINT data_access_request_phone_national CHECK (phone ~ '^\+234[1-9][0-9]{7,9}$') NOT VALID;
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_recipient_national CHECK (recipient ~ '^\+234[1-9][0-9]{7,9}$') NOT VALID;

-- ---------------------------------------------------------------------------
-- 5. Erasure finds a request's messages by its reference.

CREATE INDEX sms_outbox_request_reference ON sms_outbox (request_reference) WHERE request_reference IS NOT NULL;

-- ---------------------------------------------------------------------------
-- 8. A delivery report never turns a final status back into an interim one (reports may come out
-- of order); erasing a number also clears the hash that counted its daily cap; COMMENTs; and the
-- metrics in one pass.

CREATE OR REPLACE FUNCTION public.sms_delivery_report(p_provider_message_id text, p_status text, p_failure_reason text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF p_provider_message_id IS NULL OR length(p_provider_message_id) > 100 THEN
        RETURN false;
    END IF;
    UPDATE sms_outbox
    SET delivery_status = left(nullif(p_status, ''), 40), delivery_failure = left(nullif(p_failure_reason, ''), 200),
        delivery_reported_at = now()
    WHERE provider_message_id = p_provider_message_id AND state = 'sent'
      AND NOT (delivery_status IN ('Success', 'Failed', 'Rejected') AND p_status IN ('Sent', 'Submitted', 'Buffered'));
    -- Known (an interim report after a final one is not an error, only not recorded).
    RETURN EXISTS (SELECT FROM sms_outbox WHERE provider_message_id = p_provider_message_id AND state = 'sent');
END $function$;

COMMENT ON FUNCTION public.sms_delivery_report(p_provider_message_id text, p_status text, p_failure_reason text) IS 'Records the aggregator''s delivery report (status, failure reason) on the sent message it names, never replacing a final status (Success, Failed, Rejected) with an interim one (Sent, Submitted, Buffered); false for an id it did not send.';

CREATE OR REPLACE FUNCTION public.privacy_erase_phone(p_phone text)
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
        jsonb_build_object('requests_erased', erased, 'grievances_erased', grievances, 'unsent_sms_deleted', unsent));
    RETURN QUERY SELECT erased, grievances, unsent;
END $function$;

COMMENT ON FUNCTION public.privacy_erase_phone(p_phone text) IS 'Erases everything held about one phone number (+234…): its requests'' contact details (open ones withdrawn), its grievances'' contact details and words, and text messages not yet sent to it; clears the hash of the number on those sent. Audited without the number.';

CREATE OR REPLACE FUNCTION public.sms_metrics()
 RETURNS TABLE(status text, messages bigint, oldest_pending_seconds double precision)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    -- Those in hand from the partial index sms_outbox_due; the rest in one pass over what is kept.
    WITH due AS (
        SELECT count(*) FILTER (WHERE state = 'pending') AS pending,
               count(*) FILTER (WHERE state = 'sending') AS sending,
               coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE state = 'pending')), 0)::double precision AS oldest
        FROM sms_outbox WHERE state IN ('pending', 'sending')
    ), done AS (
        SELECT count(*) FILTER (WHERE state = 'sent' AND delivery_status = 'Success') AS delivered,
               count(*) FILTER (WHERE state = 'sent' AND delivery_status IN ('Failed', 'Rejected', 'AbsentSubscriber', 'Expired')) AS undelivered,
               count(*) FILTER (WHERE state = 'sent') AS sent,
               count(*) FILTER (WHERE state = 'dead') AS dead,
               count(*) FILTER (WHERE state = 'capped') AS capped
        FROM sms_outbox WHERE state NOT IN ('pending', 'sending')
    )
    SELECT v.status, v.messages, v.oldest
    FROM due, done,
         LATERAL (VALUES ('pending', due.pending, due.oldest),
                         ('sending', due.sending, NULL::double precision),
                         ('sent', done.sent - done.delivered - done.undelivered, NULL),
                         ('delivered', done.delivered, NULL),
                         ('undelivered', done.undelivered, NULL),
                         ('dead', done.dead, NULL),
                         ('capped', done.capped, NULL)) AS v(status, messages, oldest)
$function$;

COMMENT ON FUNCTION public.sms_metrics() IS 'For /metrics: text messages kept in sms_outbox by status (pending, sending, sent without a final report, delivered, undelivered, dead, capped), and the oldest pending message''s age in seconds; one pass over the table. No numbers or texts.';

COMMENT ON FUNCTION public.sms_error_for_staff(p_error text) IS 'An error or delivery failure as staff may see it: anything that looks like a phone number replaced by [number].';
COMMENT ON FUNCTION public.sms_national_member(p_token_sha256 bytea) IS 'The staff member of a session who may see and resend text messages: a grievance officer of the national office (no desk state) or an admin; raises insufficient_privilege otherwise.';
COMMENT ON FUNCTION public.sms_row_for_staff(p_message sms_outbox) IS 'One text message as the back office shows it: kind, dates, state, attempts, error, length, cost, delivery report and whether it may be sent again; never its number, text or code.';
COMMENT ON FUNCTION public.sms_outbox_erased() IS 'Trigger: when a grievance''s or request''s personal details are erased, its messages lose their number and code, and those not yet sent are given up.';
COMMENT ON FUNCTION public.grievance_status_sms() IS 'Trigger: on a grievance''s status change, queues "grievance status" (or "grievance resolved") to its number when it has one with consent and is not erased.';
COMMENT ON FUNCTION public.data_access_request_sms() IS 'Trigger: on a data access request inserted with a phone number, queues its "request receipt" to that number.';
