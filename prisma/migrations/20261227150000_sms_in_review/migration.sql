-- Issue 51, the review's findings on SMS in (decision 0072): an aggregator's retry is handled once,
-- a keyword or a too-short text opens no case, STOP is honoured, and a second text about an open
-- case joins it.

-- ---------------------------------------------------------------------------
-- 1. The aggregator's message ids seen lately. Africa's Talking posts a message again when it did
-- not get our answer; the retry may reach any instance, so the ids are kept here, as digests (a
-- fixed size whatever the id), for three days: longer than any retry, and pruned by each new one.
CREATE TABLE sms_in_seen (
    message_sha256 bytea       PRIMARY KEY CHECK (length(message_sha256) = 32),
    seen_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_in_seen_at ON sms_in_seen (seen_at);
COMMENT ON TABLE sms_in_seen IS 'SHA-256 of the aggregator''s id of each SMS received in the last three days, so that a retry is handled once on any instance. No number, no words.';

CREATE FUNCTION sms_in_first(p_message_id text) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_new integer;
BEGIN
    DELETE FROM sms_in_seen WHERE seen_at < now() - interval '3 days';
    IF p_message_id IS NULL OR btrim(p_message_id) = '' THEN
        RETURN true;
    END IF;
    -- A concurrent retry waits here for the first one's transaction, then finds its row.
    INSERT INTO sms_in_seen (message_sha256) VALUES (sha256(convert_to(p_message_id, 'UTF8'))) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS v_new = ROW_COUNT;
    RETURN v_new = 1;
END $$;
COMMENT ON FUNCTION sms_in_first(text) IS 'True the first time an incoming SMS''s id is seen (and for a message without an id), false for a retry; in the caller''s transaction, so a message not handled is not marked seen. Prunes ids older than three days.';
REVOKE ALL ON FUNCTION sms_in_first(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_in_first(text) TO nassco_app;

-- ---------------------------------------------------------------------------
-- 2. STOP: no text message of any kind goes to that number any more (receipts, a case's changes,
-- replies), until it sends START. Kept as the number's digest, as the daily cap keeps it; kept while
-- in force, since erasing it would start the messages again. A message queued meanwhile is kept,
-- given up at once (dead, with the reason, without its code), so staff see why it did not go.
CREATE TABLE sms_opt_out (
    recipient_sha256 bytea       PRIMARY KEY CHECK (length(recipient_sha256) = 32),
    opted_out_at     timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE sms_opt_out IS 'SHA-256 of each number that sent STOP and not START since: nothing is sent to it.';

CREATE FUNCTION sms_in_opt_out(p_phone text, p_out boolean) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF p_out THEN
        INSERT INTO sms_opt_out (recipient_sha256) VALUES (sha256(convert_to(p_phone, 'UTF8'))) ON CONFLICT DO NOTHING;
    ELSE
        DELETE FROM sms_opt_out WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8'));
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES ('sms', CASE WHEN p_out THEN 'sms opt out' ELSE 'sms opt in' END, NULL, '{}');
END $$;
COMMENT ON FUNCTION sms_in_opt_out(text, boolean) IS 'STOP (true) or START (false) from a number: records or lifts its opt-out by its digest; audited without the number.';
REVOKE ALL ON FUNCTION sms_in_opt_out(text, boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_in_opt_out(text, boolean) TO nassco_app;

CREATE FUNCTION sms_outbox_opted_out() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NEW.state IN ('pending', 'sending')
       AND EXISTS (SELECT 1 FROM sms_opt_out o WHERE o.recipient_sha256 = NEW.recipient_sha256) THEN
        NEW.state := 'dead';
        NEW.recipient := NULL;
        NEW.params := NEW.params - 'code';
        NEW.last_error := 'not sent: the number sent STOP';
    END IF;
    RETURN NEW;
END $$;
COMMENT ON FUNCTION sms_outbox_opted_out() IS 'Gives up, as it is queued, a message to a number that sent STOP: kept as dead with the reason, without the number or a code.';
REVOKE ALL ON FUNCTION sms_outbox_opted_out() FROM PUBLIC;
CREATE TRIGGER sms_outbox_opted_out BEFORE INSERT ON sms_outbox FOR EACH ROW EXECUTE FUNCTION sms_outbox_opted_out();

-- ---------------------------------------------------------------------------
-- 3. HELP, and a text too short to be a report: one short message naming what to send.
ALTER TABLE sms_outbox DROP CONSTRAINT sms_outbox_kind_check;
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_kind_check
    CHECK (kind IN ('grievance receipt', 'grievance status', 'grievance resolved', 'grievance status reply', 'office number',
                    'request receipt', 'text help'));
COMMENT ON COLUMN sms_outbox.kind IS 'The template (app/features/sms/templates.ts): grievance receipt (reference, code, promised date), grievance status, grievance resolved, grievance status reply (asked for by SMS or USSD), office number (a state office''s phone, asked for by USSD), request receipt (a data access request''s reference), text help (what to send, to a text that was no report).';

CREATE FUNCTION sms_in_help(p_phone text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM sms_queue('text help', p_phone, 'en', '{}', NULL, NULL);
END $$;
COMMENT ON FUNCTION sms_in_help(text) IS 'Queues the text help message (what to send to report a problem or ask a status) to the number that sent HELP or a text too short to be a report.';
REVOKE ALL ON FUNCTION sms_in_help(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_in_help(text) TO nassco_app;

-- ---------------------------------------------------------------------------
-- 4. A second text from the same number within seven days of its SMS report, while that case is
-- open, is more about it: added to the case as an internal note in the sender's words (written by
-- "sms"), and no second case or receipt. Erased with the case's other notes (erase_grievance_details).
CREATE FUNCTION sms_in_follow_up(p_phone text, p_text text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance g
    WHERE g.channel = 'sms' AND g.phone = p_phone AND g.resolved_at IS NULL AND g.status <> 'resolved'
      AND g.personal_data_erased_at IS NULL AND g.created_at > now() - interval '7 days'
    ORDER BY g.created_at DESC LIMIT 1
    FOR UPDATE;
    IF NOT FOUND OR btrim(coalesce(p_text, '')) = '' THEN
        RETURN NULL;
    END IF;
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (v_case.id, 'note', left(btrim(p_text), 4000), 'sms');
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES ('sms', 'grievance message', v_case.reference, jsonb_build_object('channel', 'sms'));
    RETURN v_case.reference;
END $$;
COMMENT ON FUNCTION sms_in_follow_up(text, text) IS 'Adds a text to the sender''s open SMS case of the last seven days, as a note written by sms, and returns its reference; NULL (and nothing stored) when there is none. Audited without the number or the words.';
REVOKE ALL ON FUNCTION sms_in_follow_up(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_in_follow_up(text, text) TO nassco_app;
