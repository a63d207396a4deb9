-- Was it fixed? (issue 70, decision 0110). "Resolved" was the office's word alone. Now, when an
-- officer resolves a case, the person is asked once, by the channel they used and agreed to be
-- contacted by: a text ("Reply 1 Yes, 2 No") for a case sent by SMS or USSD or with only a number,
-- else a mail with two links when they gave an address. Whoever holds the case's reference and
-- code may answer on its status page, and the case's own number on USSD's "check a report", for
-- 90 days after it was resolved. "No" reopens the case: back in progress, with the national office,
-- with a promise of its own (10 working days), in its history and in the officers' morning digest.

ALTER TABLE grievance
    ADD COLUMN fix_asked_at       timestamptz,
    ADD COLUMN fix_asked_by       text CHECK (fix_asked_by IN ('sms', 'email')),
    ADD COLUMN fix_token_sha256   bytea CHECK (length(fix_token_sha256) = 32),
    ADD COLUMN fix_answer         text CHECK (fix_answer IN ('yes', 'no')),
    ADD COLUMN fix_answered_at    timestamptz,
    ADD COLUMN fix_answered_by    text CHECK (fix_answered_by IN ('sms', 'ussd', 'web', 'email')),
    ADD COLUMN reopened_at        timestamptz,
    ADD COLUMN reopen_count       integer NOT NULL DEFAULT 0 CHECK (reopen_count >= 0),
    ADD COLUMN reopen_expected_on date,
    ADD CONSTRAINT grievance_fix_asked CHECK ((fix_asked_at IS NULL) = (fix_asked_by IS NULL)),
    ADD CONSTRAINT grievance_fix_answered
        CHECK ((fix_answer IS NULL) = (fix_answered_at IS NULL) AND (fix_answer IS NULL) = (fix_answered_by IS NULL)),
    ADD CONSTRAINT grievance_reopened
        CHECK ((reopened_at IS NULL) = (reopen_count = 0) AND (reopened_at IS NULL) = (reopen_expected_on IS NULL));
COMMENT ON COLUMN grievance.fix_asked_at IS 'When "Was it fixed?" was last sent to the person (fix_asked_by: sms or email), as the case was resolved; null when it went by neither (the status page still asks).';
COMMENT ON COLUMN grievance.fix_token_sha256 IS 'The SHA-256 of the secret the question''s two mail links carry; cleared once answered.';
COMMENT ON COLUMN grievance.fix_answer IS 'The person''s answer to "Was it fixed?" for the latest resolution (yes or no), with when and by which channel; cleared when the case is resolved again.';
COMMENT ON COLUMN grievance.reopened_at IS 'When the person last said it was not fixed, which reopened the case; reopen_count how often, reopen_expected_on the reopened case''s own promise (10 working days).';

-- The person's texts answer by number: their cases whose question is open.
CREATE INDEX grievance_fix_open_phone ON grievance (phone, resolved_at)
    WHERE fix_answer IS NULL AND resolved_at IS NOT NULL AND phone IS NOT NULL;
-- The officers' digest reads the cases reopened since the last one.
CREATE INDEX grievance_reopened_at ON grievance (reopened_at) WHERE reopened_at IS NOT NULL;
CREATE UNIQUE INDEX grievance_fix_token ON grievance (fix_token_sha256) WHERE fix_token_sha256 IS NOT NULL;
-- Overdue by the promise that holds: a reopened case's own.
DROP INDEX grievance_queue_overdue;
CREATE INDEX grievance_queue_overdue ON grievance ((coalesce(reopen_expected_on, expected_on)), created_at, id) WHERE resolved_at IS NULL;

ALTER TABLE grievance_event DROP CONSTRAINT grievance_event_kind_check;
ALTER TABLE grievance_event ADD CONSTRAINT grievance_event_kind_check
    CHECK (kind IN ('note', 'reply', 'status', 'assigned', 'escalated', 'letter', 'placed', 'answer', 'reopened'));

ALTER TABLE sms_outbox DROP CONSTRAINT sms_outbox_kind_check;
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_kind_check
    CHECK (kind IN ('grievance receipt', 'grievance status', 'grievance resolved', 'grievance status reply', 'office number',
                    'request receipt', 'text help', 'payment answer', 'payment alert', 'payment alert confirm', 'payment alerts on',
                    'grievance fix question', 'grievance fix thanks', 'grievance reopened'));
COMMENT ON COLUMN sms_outbox.kind IS 'The template (app/features/sms-texts/templates.ts): grievance receipt (reference, code, promised date), grievance status, grievance resolved, grievance status reply (asked for by SMS or USSD), office number (a state office''s phone, asked for by USSD), request receipt (a data access request''s reference), text help (what to send, to a text that was no report), payment answer (an LGA''s next payment window, asked for by PAY <LGA>), payment alert (news of a window for an LGA the number subscribed to), payment alert confirm (reply YES, to a number given on the web), payment alerts on (the subscription is live; STOP ends it), grievance fix question ("Was it fixed? Reply 1 Yes, 2 No"), grievance fix thanks (to a text that said yes), grievance reopened (a "no" reopened the case: its new promised date).';

-- The question by mail is written by the back office, from the secret and the case's reference.
INSERT INTO mail_kind (kind, priority, site_per_minute) VALUES ('grievance fix question', 2, NULL);

-- ---------------------------------------------------------------------------
-- Whether a case's question may still be answered: resolved within the last 90 days, not answered
-- since. The same for every channel.

CREATE FUNCTION grievance_fix_open(g grievance) RETURNS boolean
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT g.resolved_at IS NOT NULL AND g.fix_answer IS NULL AND g.resolved_at > now() - interval '90 days';
$$;
COMMENT ON FUNCTION grievance_fix_open(grievance) IS 'True while the case''s "Was it fixed?" may be answered: resolved within the last 90 days and not answered since.';

-- ---------------------------------------------------------------------------
-- Asking, as the case is resolved.

CREATE FUNCTION grievance_fix_ask(p_id integer) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_case grievance;
    v_by text;
    v_token text;
BEGIN
    SELECT * INTO v_case FROM grievance WHERE id = p_id FOR UPDATE;
    v_by := CASE
        WHEN NOT v_case.may_contact OR v_case.personal_data_erased_at IS NOT NULL OR v_case.resolved_at IS NULL THEN NULL
        WHEN v_case.channel IN ('sms', 'ussd') AND v_case.phone IS NOT NULL THEN 'sms'
        WHEN v_case.email IS NOT NULL THEN 'email'
        WHEN v_case.phone IS NOT NULL THEN 'sms' END;
    IF v_by = 'email' THEN
        v_token := translate(encode(gen_random_bytes(32), 'base64'), '+/=', '-_');
    END IF;
    UPDATE grievance
    SET fix_asked_at = CASE WHEN v_by IS NULL THEN NULL ELSE now() END, fix_asked_by = v_by,
        fix_token_sha256 = sha256(convert_to(v_token, 'UTF8')),
        fix_answer = NULL, fix_answered_at = NULL, fix_answered_by = NULL
    WHERE id = p_id;
    IF v_by = 'sms' THEN
        PERFORM sms_queue('grievance fix question', v_case.phone, v_case.locale, jsonb_build_object('reference', v_case.reference),
                          v_case.id, NULL);
    ELSIF v_by = 'email' THEN
        INSERT INTO mail_outbox (message_id, kind, recipient, subject, reference, params)
        VALUES ('<' || gen_random_uuid() || '@site>', 'grievance fix question', v_case.email, 'grievance fix question', v_case.reference,
                jsonb_build_object('locale', v_case.locale, 'reference', v_case.reference, 'token', v_token));
        PERFORM pg_notify('nassco_mail_queued', '');
    END IF;
END $$;
COMMENT ON FUNCTION grievance_fix_ask(integer) IS 'As a case is resolved: starts a new round of "Was it fixed?" and asks it once, by text for a case sent by SMS or USSD or with only a number, else by mail (two links with a new secret), only when the person agreed to be contacted. For the functions that resolve a case; no login may call it.';
REVOKE ALL ON FUNCTION grievance_fix_ask(integer) FROM PUBLIC;

CREATE OR REPLACE FUNCTION staff_grievance_resolve(p_token_sha256 bytea, p_reference text, p_resolution text, p_reply text,
                                                   p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb)
RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
    v_letter boolean;
BEGIN
    IF v_grievance.resolved_at IS NOT NULL THEN
        RAISE EXCEPTION 'Grievance % is resolved already.', p_reference USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    IF coalesce(length(trim(p_reply)), 0) = 0 THEN
        RAISE EXCEPTION 'A resolution needs a reply that explains it.' USING ERRCODE = 'not_null_violation';
    END IF;
    -- The resolution's CHECK refuses a category that is not one.
    UPDATE grievance SET status = 'resolved', resolution = p_resolution, resolved_at = now(), assignee = coalesce(assignee, v_member.name)
    WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'reply', p_reply, v_member.name, 'grievance resolved',
                             jsonb_build_object('status', v_grievance.status), jsonb_build_object('status', 'resolved', 'resolution', p_resolution));
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (v_grievance.id, 'status', 'resolved', v_member.name);
    v_letter := grievance_letter_queue(v_grievance, v_member.name, p_message_id, p_subject, p_text, p_html, p_headers);
    -- After the resolution's own text and letter, so that the question comes last.
    PERFORM grievance_fix_ask(v_grievance.id);
    RETURN v_letter;
END $$;

-- ---------------------------------------------------------------------------
-- Answering. One rule for every channel: "yes" closes the round; "no" reopens the case.

CREATE FUNCTION grievance_fix_record(p_id integer, p_answer text, p_by text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance WHERE id = p_id FOR UPDATE;
    IF NOT grievance_fix_open(v_case) OR p_answer NOT IN ('yes', 'no') THEN
        RAISE EXCEPTION 'Grievance % has no open question.', v_case.reference USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    UPDATE grievance SET fix_answer = p_answer, fix_answered_at = now(), fix_answered_by = p_by, fix_token_sha256 = NULL WHERE id = p_id;
    PERFORM grievance_record(v_case, 'answer', p_answer, p_by, 'grievance fix answer', NULL,
                             jsonb_build_object('fix_answer', p_answer, 'channel', p_by));
    IF p_answer = 'yes' THEN
        IF p_by = 'sms' THEN
            PERFORM sms_queue('grievance fix thanks', v_case.phone, v_case.locale, jsonb_build_object('reference', v_case.reference),
                              v_case.id, NULL);
        END IF;
        RETURN;
    END IF;
    -- Not fixed: in progress again, one level up (the national office is the top), with a promise of its own.
    UPDATE grievance
    SET status = 'in-progress', resolution = NULL, resolved_at = NULL, level = 'national', escalated_at = coalesce(escalated_at, now()),
        reopened_at = now(), reopen_count = reopen_count + 1, reopen_expected_on = working_day_after(now(), 10)
    WHERE id = p_id;
    PERFORM grievance_record(v_case, 'reopened', NULL, p_by, 'grievance reopened',
                             jsonb_build_object('status', v_case.status, 'resolution', v_case.resolution, 'level', v_case.level),
                             jsonb_build_object('status', 'in-progress', 'level', 'national'));
END $$;
COMMENT ON FUNCTION grievance_fix_record(integer, text, text) IS 'Records the person''s answer to "Was it fixed?" (yes or no, by sms, ussd, web or email) in the case''s history and the audit log. Yes closes the round (a text that said yes is thanked); no reopens the case with the national office and a promise of 10 working days, which the status SMS trigger tells the person. For the answering functions; no login may call it.';
REVOKE ALL ON FUNCTION grievance_fix_record(integer, text, text) FROM PUBLIC;

-- By text: an SMS of 1 or 2 answers the sender's latest open question; USSD names the case.
CREATE FUNCTION grievance_fix_by_text(p_phone text, p_reference text, p_answer text, p_channel text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_id integer;
    v_reference text;
BEGIN
    IF p_channel NOT IN ('sms', 'ussd') OR p_answer NOT IN ('yes', 'no') OR p_phone IS NULL THEN
        RAISE EXCEPTION 'an answer by text is yes or no, by sms or ussd, from a number' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT g.id, g.reference INTO v_id, v_reference FROM grievance g
    WHERE g.phone = p_phone AND g.fix_answer IS NULL AND g.resolved_at IS NOT NULL AND grievance_fix_open(g)
      AND g.personal_data_erased_at IS NULL AND (p_reference IS NULL OR g.reference = upper(btrim(p_reference)))
    ORDER BY g.resolved_at DESC LIMIT 1;
    IF v_id IS NULL THEN
        RETURN NULL;
    END IF;
    PERFORM grievance_fix_record(v_id, p_answer, p_channel);
    RETURN v_reference;
END $$;
COMMENT ON FUNCTION grievance_fix_by_text(text, text, text, text) IS 'An answer to "Was it fixed?" from a number (+234…): by sms (p_reference null: the number''s most recently resolved case whose question is open) or by ussd (the case it names, when the number is the case''s). The case''s reference, or null when there is none to answer. For nassco_text.';
REVOKE ALL ON FUNCTION grievance_fix_by_text(text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_fix_by_text(text, text, text, text) TO nassco_text;

-- On the status page: the reference and its code, as the page's look-up.
CREATE FUNCTION grievance_fix_by_code(p_reference text, p_code_sha256 bytea, p_answer text) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance g WHERE g.reference = upper(btrim(p_reference)) AND g.status_code_sha256 = p_code_sha256;
    IF NOT FOUND OR NOT grievance_fix_open(v_case) OR p_answer NOT IN ('yes', 'no') THEN
        RETURN false;
    END IF;
    PERFORM grievance_fix_record(v_case.id, p_answer, 'web');
    RETURN true;
END $$;
COMMENT ON FUNCTION grievance_fix_by_code(text, bytea, text) IS 'An answer to "Was it fixed?" on the status page, for the reference and the SHA-256 of its code: true when recorded, false when there is no such case or its question is not open.';
REVOKE ALL ON FUNCTION grievance_fix_by_code(text, bytea, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_fix_by_code(text, bytea, text) TO nassco_app;

-- By the mail's links: opening one only looks (mail scanners open links); the page's button answers.
CREATE FUNCTION grievance_fix_link_state(p_token text) RETURNS TABLE(state text, reference text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT coalesce((SELECT CASE WHEN grievance_fix_open(g) THEN 'open' ELSE 'closed' END FROM grievance g
                     WHERE g.fix_token_sha256 = sha256(convert_to(p_token, 'UTF8')) AND g.personal_data_erased_at IS NULL), 'unknown'),
           (SELECT g.reference FROM grievance g
            WHERE g.fix_token_sha256 = sha256(convert_to(p_token, 'UTF8')) AND g.personal_data_erased_at IS NULL);
$$;
COMMENT ON FUNCTION grievance_fix_link_state(text) IS 'What a "Was it fixed?" mail link''s secret names: open (its case''s question may be answered, with the reference), closed (no longer: more than 90 days), unknown (no such secret, or answered already, which clears it).';
REVOKE ALL ON FUNCTION grievance_fix_link_state(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_fix_link_state(text) TO nassco_app;

CREATE FUNCTION grievance_fix_by_link(p_token text, p_answer text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance g
    WHERE g.fix_token_sha256 = sha256(convert_to(p_token, 'UTF8')) AND g.personal_data_erased_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN
        RETURN 'unknown';
    END IF;
    IF NOT grievance_fix_open(v_case) OR p_answer NOT IN ('yes', 'no') THEN
        RETURN 'closed';
    END IF;
    PERFORM grievance_fix_record(v_case.id, p_answer, 'email');
    RETURN 'answered';
END $$;
COMMENT ON FUNCTION grievance_fix_by_link(text, text) IS 'The answer (yes or no) pressed on the page a "Was it fixed?" mail link opens: answered, closed (the question is no longer open) or unknown (no such secret, or answered already).';
REVOKE ALL ON FUNCTION grievance_fix_by_link(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_fix_by_link(text, text) TO nassco_app;

-- ---------------------------------------------------------------------------
-- What the person sees: the status page, and a status asked by text, say whether the question is open,
-- the answer given and a reopened case's own promise.

DROP FUNCTION grievance_status(text, bytea);
CREATE FUNCTION grievance_status(p_reference text, p_code_sha256 bytea)
RETURNS TABLE(reference text, category text, state text, lga text, status text, created_at timestamptz, expected_on date,
              resolution text, resolved_at timestamptz, replies jsonb, fix_open boolean, fix_answer text, reopened_at timestamptz,
              reopen_expected_on date)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT g.reference, g.category, g.state, g.lga, g.status, g.created_at, g.expected_on, g.resolution, g.resolved_at,
           coalesce((SELECT jsonb_agg(jsonb_build_object('at', e.written_at, 'body', e.body) ORDER BY e.written_at, e.id)
                     FROM grievance_event e WHERE e.grievance = g.id AND e.kind = 'reply'), '[]'::jsonb),
           grievance_fix_open(g), g.fix_answer, g.reopened_at, g.reopen_expected_on
    FROM grievance g
    WHERE g.reference = upper(btrim(p_reference)) AND g.status_code_sha256 = p_code_sha256;
$$;
COMMENT ON FUNCTION grievance_status(text, bytea) IS 'A grievance as the person who reported it may see it, for the reference and the SHA-256 of its code: status, category, place, promised date, resolution, the office''s public replies, and "Was it fixed?" (open, the answer, a reopened case''s own promise). Nothing for anything else, and nothing personal.';
REVOKE ALL ON FUNCTION grievance_status(text, bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_status(text, bytea) TO nassco_app;

DROP FUNCTION grievance_status_by_text(text, text, text, boolean);
CREATE FUNCTION grievance_status_by_text(p_reference text, p_phone text, p_code text, p_reply_by_sms boolean)
RETURNS TABLE(answer text, reference text, status text, resolution text, fix_open boolean)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_case grievance;
    v_params jsonb;
BEGIN
    SELECT * INTO v_case FROM grievance g WHERE g.reference = upper(btrim(p_reference));
    IF NOT FOUND THEN
        RETURN QUERY SELECT 'unknown'::text, NULL::text, NULL::text, NULL::text, NULL::boolean;
        RETURN;
    END IF;
    v_params := jsonb_build_object('reference', v_case.reference, 'status', v_case.status, 'resolution', v_case.resolution);
    IF (p_phone IS NOT NULL AND v_case.phone = p_phone)
       OR (p_code IS NOT NULL AND v_case.status_code_sha256 = sha256(convert_to(p_code, 'UTF8'))) THEN
        IF p_reply_by_sms AND p_phone IS NOT NULL THEN
            PERFORM sms_queue('grievance status reply', p_phone, v_case.locale, v_params, v_case.id, NULL);
        END IF;
        -- Only the case's own number may answer its question on USSD (grievance_fix_by_text).
        RETURN QUERY SELECT 'shown'::text, v_case.reference, v_case.status, v_case.resolution,
                            p_phone IS NOT NULL AND v_case.phone = p_phone AND grievance_fix_open(v_case);
        RETURN;
    END IF;
    -- Another caller: the case's owner is told at most once a day, within the hourly ceiling.
    IF v_case.phone IS NULL OR NOT v_case.may_contact OR v_case.personal_data_erased_at IS NOT NULL THEN
        RETURN QUERY SELECT 'not sent'::text, v_case.reference, NULL::text, NULL::text, NULL::boolean;
        RETURN;
    END IF;
    PERFORM pg_advisory_xact_lock(726041953, v_case.id);
    IF EXISTS (SELECT FROM sms_outbox o
               WHERE o.grievance = v_case.id AND o.kind = 'grievance status reply' AND o.params ? 'asked_by_another'
                 AND o.created_at > now() - interval '24 hours') THEN
        RETURN QUERY SELECT 'sent'::text, v_case.reference, NULL::text, NULL::text, NULL::boolean;
        RETURN;
    END IF;
    IF NOT sms_asked_allowed('grievance status reply') THEN
        RETURN QUERY SELECT 'not sent'::text, v_case.reference, NULL::text, NULL::text, NULL::boolean;
        RETURN;
    END IF;
    PERFORM sms_queue('grievance status reply', v_case.phone, v_case.locale,
                      v_params || jsonb_build_object('asked_by_another', true), v_case.id, NULL);
    RETURN QUERY SELECT 'sent'::text, v_case.reference, NULL::text, NULL::text, NULL::boolean;
END $$;
COMMENT ON FUNCTION grievance_status_by_text(text, text, text, boolean) IS 'A grievance''s status asked by USSD or SMS. answer: shown (the caller''s number is the case''s or the code is right; with p_reply_by_sms also queued to the caller), sent (another caller: queued to the case''s number, at most once a case in 24 hours and within sms_asked_allowed(), or already within the day), not sent (the case has no number that may be texted, or the ceiling), unknown (no such reference). Status and resolution only when shown, with fix_open: true when the caller''s number is the case''s and its "Was it fixed?" may be answered.';
REVOKE ALL ON FUNCTION grievance_status_by_text(text, text, text, boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_status_by_text(text, text, text, boolean) TO nassco_text;

-- A reopened case's text says so, with its new promise, instead of "now: in progress".
CREATE OR REPLACE FUNCTION grievance_status_sms() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NEW.phone IS NOT NULL AND NEW.may_contact AND NEW.personal_data_erased_at IS NULL THEN
        IF NEW.reopened_at IS DISTINCT FROM OLD.reopened_at THEN
            PERFORM sms_queue('grievance reopened', NEW.phone, NEW.locale,
                              jsonb_build_object('reference', NEW.reference, 'expected_on', NEW.reopen_expected_on), NEW.id, NULL);
        ELSE
            PERFORM sms_queue(CASE WHEN NEW.status = 'resolved' THEN 'grievance resolved' ELSE 'grievance status' END,
                              NEW.phone, NEW.locale,
                              jsonb_build_object('reference', NEW.reference, 'status', NEW.status, 'resolution', NEW.resolution),
                              NEW.id, NULL);
        END IF;
    END IF;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION grievance_status_sms() IS 'Trigger: on a grievance''s status change, queues "grievance status" (or "grievance resolved", or "grievance reopened" with the new promised date when the person''s "no" reopened it) to its number when it has one with consent and is not erased.';

-- ---------------------------------------------------------------------------
-- The officers: a reopened case counts as overdue by its own promise, and the morning digest lists
-- the cases reopened since the last one.

CREATE OR REPLACE FUNCTION grievance_row_for_staff(p_grievance grievance, p_now timestamptz) RETURNS jsonb
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT (to_jsonb(p_grievance) - ARRAY['description', 'contact_name', 'phone', 'email', 'status_code_sha256', 'receipt_token',
                                          'fix_token_sha256'])
        || jsonb_build_object(
            'overdue', p_grievance.resolved_at IS NULL
                       AND coalesce(p_grievance.reopen_expected_on, p_grievance.expected_on) < (p_now AT TIME ZONE 'Africa/Lagos')::date,
            'has_email', p_grievance.email IS NOT NULL,
            'has_phone', p_grievance.phone IS NOT NULL,
            'anonymous', p_grievance.contact_name IS NULL AND p_grievance.phone IS NULL AND p_grievance.email IS NULL);
$$;

CREATE OR REPLACE FUNCTION public.staff_grievances(p_token_sha256 bytea, p_view text, p_category text, p_state text, p_limit integer, p_cursor text DEFAULT NULL::text, p_backward boolean DEFAULT false, p_now timestamp with time zone DEFAULT now())
 RETURNS TABLE(grievance jsonb, key text, more_before boolean, more_after boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_limit integer := least(greatest(p_limit, 1), 200);
    -- A state desk sees its own state whatever it asks for; the national office may choose one.
    v_state text := coalesce(v_member.desk_state, nullif(p_state, ''));
    -- The view's rows; $3 the member, $4 Lagos today, $9 the state, $10 the category.
    v_filter text := CASE p_view
        WHEN 'new' THEN 'g.status = ''received'''
        WHEN 'mine' THEN 'g.resolved_at IS NULL AND g.assignee = $3'
        WHEN 'unassigned' THEN 'g.resolved_at IS NULL AND g.assignee IS NULL'
        WHEN 'overdue' THEN 'g.resolved_at IS NULL AND coalesce(g.reopen_expected_on, g.expected_on) < $4'
        WHEN 'escalated' THEN 'g.level = ''national'' AND g.resolved_at IS NULL'
        WHEN 'waiting' THEN 'g.status = ''waiting'''
        WHEN 'resolved' THEN 'g.resolved_at IS NOT NULL'
        WHEN 'open' THEN 'g.resolved_at IS NULL' END
        || ' AND ($9::text IS NULL OR g.state = $9 OR ($9 = ''none'' AND g.state IS NULL)) AND ($10::text IS NULL OR g.category = $10)';
    v_at text := CASE WHEN p_view = 'resolved' THEN 'g.resolved_at' ELSE 'g.created_at' END;
    -- Resolved lists newest first; the others oldest first. Going back reads the other way.
    v_up boolean := (p_view <> 'resolved') <> coalesce(p_backward, false);
    v_after_at timestamptz;
    v_after_id integer;
BEGIN
    IF p_view IS NULL OR p_view NOT IN ('new', 'mine', 'unassigned', 'overdue', 'escalated', 'waiting', 'resolved', 'open') THEN
        RAISE EXCEPTION 'there is no view %', p_view USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_cursor IS NOT NULL THEN
        BEGIN
            IF p_cursor !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d{1,10}$' THEN RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation'; END IF;
            v_after_at := split_part(p_cursor, '_', 1)::timestamptz;
            v_after_id := split_part(p_cursor, '_', 2)::integer;
        EXCEPTION WHEN data_exception THEN
            RAISE EXCEPTION 'not a place in the queue: %', left(p_cursor, 40) USING ERRCODE = 'invalid_parameter_value';
        END;
    END IF;
    RETURN QUERY EXECUTE format($query$
        WITH page AS MATERIALIZED (
            SELECT g AS row, %2$s AS at, g.id AS id FROM grievance g
            WHERE %1$s AND %3$s
            ORDER BY %2$s %4$s, g.id %4$s
            LIMIT $2 + 1
        ), beyond AS (
            SELECT $5::timestamptz IS NOT NULL AND coalesce((
                SELECT true FROM grievance g WHERE %1$s AND (%2$s, g.id) %6$s ($5, $6)
                ORDER BY %2$s %7$s, g.id %7$s LIMIT 1), false) AS more
        )
        SELECT grievance_row_for_staff(p.row, $7),
               to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || p.id,
               CASE WHEN $8 THEN (SELECT count(*) > $2 FROM page) ELSE (SELECT more FROM beyond) END,
               CASE WHEN $8 THEN (SELECT more FROM beyond) ELSE (SELECT count(*) > $2 FROM page) END
        FROM (SELECT * FROM page ORDER BY at %4$s, id %4$s LIMIT $2) p
        ORDER BY p.at %5$s, p.id %5$s
        $query$,
        v_filter, v_at,
        CASE WHEN v_after_at IS NULL THEN 'true' ELSE format('(%s, g.id) %s ($5, $6)', v_at, CASE WHEN v_up THEN '>' ELSE '<' END) END,
        CASE WHEN v_up THEN 'ASC' ELSE 'DESC' END,
        CASE WHEN p_view = 'resolved' THEN 'DESC' ELSE 'ASC' END,
        CASE WHEN v_up THEN '<=' ELSE '>=' END,
        CASE WHEN v_up THEN 'DESC' ELSE 'ASC' END)
    USING p_now, v_limit, v_member.name, (p_now AT TIME ZONE 'Africa/Lagos')::date,
          v_after_at, v_after_id, p_now, coalesce(p_backward, false), v_state, nullif(p_category, '');
END $function$;


CREATE OR REPLACE FUNCTION public.staff_grievance_counts(p_token_sha256 bytea, p_category text DEFAULT NULL::text, p_state text DEFAULT NULL::text, p_now timestamp with time zone DEFAULT now())
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_state text := coalesce(v_member.desk_state, nullif(p_state, ''));
    v_category text := nullif(p_category, '');
    v_today date := (p_now AT TIME ZONE 'Africa/Lagos')::date;
BEGIN
    -- Open cases are few beside resolved ones: one pass over the open index counts every open view.
    RETURN (SELECT jsonb_build_object(
        'new', count(*) FILTER (WHERE g.status = 'received'),
        'mine', count(*) FILTER (WHERE g.assignee = v_member.name),
        'unassigned', count(*) FILTER (WHERE g.assignee IS NULL),
        'overdue', count(*) FILTER (WHERE coalesce(g.reopen_expected_on, g.expected_on) < v_today),
        'escalated', count(*) FILTER (WHERE g.level = 'national'),
        'waiting', count(*) FILTER (WHERE g.status = 'waiting'),
        'open', count(*),
        -- Resolved cases grow with the years: their tally, by state ('' for none) and category.
        'resolved', (SELECT coalesce(sum(t.resolved), 0)::bigint FROM grievance_resolved_tally t
                     WHERE (v_state IS NULL OR t.state = v_state OR (v_state = 'none' AND t.state = ''))
                       AND (v_category IS NULL OR t.category = v_category)),
        'overdue_escalated', count(*) FILTER (WHERE g.level = 'national' AND coalesce(g.reopen_expected_on, g.expected_on) < v_today),
        'overdue_mine', count(*) FILTER (WHERE g.assignee = v_member.name AND coalesce(g.reopen_expected_on, g.expected_on) < v_today),
        -- The desk the counts are for: null for the national office.
        'desk', v_member.desk_state)
    FROM grievance g
    WHERE g.resolved_at IS NULL AND (v_state IS NULL OR g.state = v_state OR (v_state = 'none' AND g.state IS NULL)) AND (v_category IS NULL OR g.category = v_category));
END $function$;


CREATE OR REPLACE FUNCTION public.grievance_daily_digest_take(p_now timestamp with time zone, p_hour integer)
 RETURNS TABLE(recipient text, digest jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_local timestamp := p_now AT TIME ZONE 'Africa/Lagos';
    v_last timestamptz;
BEGIN
    IF extract(hour FROM v_local) < p_hour OR NOT pg_try_advisory_xact_lock(7260419050) THEN
        RETURN;
    END IF;
    SELECT m.last_run_at INTO v_last FROM maintenance_run m WHERE m.job = 'grievance digest';
    IF v_last IS NOT NULL AND (v_last AT TIME ZONE 'Africa/Lagos')::date >= v_local::date THEN
        RETURN;
    END IF;
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('grievance digest', p_now, jsonb_build_object('since', coalesce(v_last, p_now - interval '1 day')))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN QUERY
    SELECT a.email, jsonb_build_object(
               'desk', a.desk_state,
               'new', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', g.reference, 'category', g.category, 'state', g.state,
                                                                    'channel', g.channel, 'received_at', g.created_at)
                                                 ORDER BY g.category <> 'fraud', g.created_at), '[]')
                       FROM grievance g
                       WHERE g.created_at > coalesce(v_last, p_now - interval '1 day') AND g.created_at <= p_now
                         AND (a.desk_state IS NULL OR g.state = a.desk_state)),
               -- A "no" to "Was it fixed?": each officer is told of the cases on their desk it reopened.
               'reopened', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', g.reference, 'category', g.category, 'state', g.state,
                                                                         'reopened_at', g.reopened_at, 'expected_on', g.reopen_expected_on)
                                                      ORDER BY g.reopened_at), '[]')
                            FROM grievance g
                            WHERE g.reopened_at > coalesce(v_last, p_now - interval '1 day') AND g.reopened_at <= p_now
                              AND (a.desk_state IS NULL OR g.state = a.desk_state)),
               'open', (SELECT count(*) FROM grievance g WHERE g.resolved_at IS NULL AND (a.desk_state IS NULL OR g.state = a.desk_state)),
               'overdue', (SELECT count(*) FROM grievance g WHERE g.resolved_at IS NULL AND coalesce(g.reopen_expected_on, g.expected_on) < v_local::date
                             AND (a.desk_state IS NULL OR g.state = a.desk_state)))
    FROM staff_account a
    WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND a.email IS NOT NULL
    ORDER BY a.email;
END $function$;

COMMENT ON FUNCTION grievance_daily_digest_take(timestamptz, integer) IS 'Once a day, from p_hour in Lagos, to the first instance that asks: for each grievance officer with an e-mail address, the new cases they see since the last digest (fraud first), the cases reopened since by a "no" to "Was it fixed?", and how many are open and overdue (a reopened case by its own promise).';
