-- SMS and USSD (issue 51), the foundation every part shares: the outbox of text messages, what
-- queues them, and the two columns the text channels need. The sender, the callbacks, the back
-- office's views and retention add their functions in the migrations after it (decision 0071).

-- ---------------------------------------------------------------------------
-- 1. The outbox. A row is a template and what fills it, not a text: the sender writes the text in
-- the row's language when it sends (app/features/sms/templates.ts), so one definition measures,
-- renders and documents each message. A grievance's code rides in params only until the message
-- is sent; the number only until it is sent, given up or erased.

CREATE TABLE sms_outbox (
    id                  bigserial   PRIMARY KEY,
    kind                text        NOT NULL CHECK (kind IN ('grievance receipt', 'grievance status', 'grievance resolved',
                                                             'grievance status reply', 'office number', 'request receipt')),
    recipient           text        CHECK (recipient ~ '^\+?[0-9]{7,15}$'),
    -- For the daily cap per number, which outlives the number itself by a day (cleared by retention).
    recipient_sha256    bytea       CHECK (length(recipient_sha256) = 32),
    locale              text        NOT NULL DEFAULT 'en' REFERENCES content_locale (code),
    params              jsonb       NOT NULL DEFAULT '{}',
    grievance           integer     REFERENCES grievance (id) ON DELETE SET NULL,
    request_reference   text,
    state               text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'dead', 'capped')),
    attempts            integer     NOT NULL DEFAULT 0,
    next_attempt_at     timestamptz NOT NULL DEFAULT now(),
    created_at          timestamptz NOT NULL DEFAULT now(),
    sent_at             timestamptz,
    last_error          text        CHECK (length(last_error) <= 1000),
    provider_message_id text,
    segments            integer     CHECK (segments >= 1),
    encoding            text        CHECK (encoding IN ('GSM-7', 'UCS-2')),
    cost_currency       text        CHECK (cost_currency ~ '^[A-Z]{3}$'),
    cost_amount         numeric(12, 4) CHECK (cost_amount >= 0),
    delivery_status     text        CHECK (length(delivery_status) <= 40),
    delivery_failure    text        CHECK (length(delivery_failure) <= 200),
    delivery_reported_at timestamptz,
    CHECK (state NOT IN ('pending', 'sending') OR recipient IS NOT NULL)
);
CREATE INDEX sms_outbox_due ON sms_outbox (next_attempt_at, id) WHERE state IN ('pending', 'sending');
CREATE INDEX sms_outbox_grievance ON sms_outbox (grievance, created_at) WHERE grievance IS NOT NULL;
CREATE INDEX sms_outbox_recipient_day ON sms_outbox (recipient_sha256, sent_at) WHERE recipient_sha256 IS NOT NULL;
CREATE INDEX sms_outbox_created_at ON sms_outbox (created_at);
CREATE UNIQUE INDEX sms_outbox_provider_message_id ON sms_outbox (provider_message_id) WHERE provider_message_id IS NOT NULL;

COMMENT ON TABLE sms_outbox IS 'Text messages to send, and the record of those sent: a template (kind) in a language and what fills it. The number and a grievance''s code are cleared once sent; what stays is the kind, the case, the state, the segments, the cost and the delivery report.';
COMMENT ON COLUMN sms_outbox.kind IS 'The template (app/features/sms/templates.ts): grievance receipt (reference, code, promised date), grievance status, grievance resolved, grievance status reply (asked for by SMS or USSD), office number (a state office''s phone, asked for by USSD), request receipt (a data access request''s reference).';
COMMENT ON COLUMN sms_outbox.recipient IS 'The phone number, +234…, until the message is sent or given up. Personal data.';
COMMENT ON COLUMN sms_outbox.recipient_sha256 IS 'SHA-256 of the number, for the daily cap per number; cleared by retention after two days.';
COMMENT ON COLUMN sms_outbox.params IS 'What fills the template: the reference, a status, a date; a grievance''s code until the message is sent.';
COMMENT ON COLUMN sms_outbox.state IS 'pending, sending (claimed for two minutes), sent (accepted by the aggregator), dead (given up after the last attempt, or its case erased), capped (the number had its day''s messages).';
COMMENT ON COLUMN sms_outbox.provider_message_id IS 'The aggregator''s id for the message, which its delivery reports name.';
COMMENT ON COLUMN sms_outbox.cost_amount IS 'What the aggregator charged, in cost_currency, as its answer to the send said.';
COMMENT ON COLUMN sms_outbox.delivery_status IS 'The aggregator''s last delivery report: Success, Failed, Rejected, Buffered, Sent, Submitted.';

-- The one way a row is written: by the functions and triggers below, never by a login directly.
CREATE FUNCTION sms_queue(p_kind text, p_recipient text, p_locale text, p_params jsonb, p_grievance integer, p_request_reference text)
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_id bigint;
BEGIN
    INSERT INTO sms_outbox (kind, recipient, recipient_sha256, locale, params, grievance, request_reference)
    VALUES (p_kind, p_recipient, sha256(convert_to(p_recipient, 'UTF8')), p_locale, coalesce(p_params, '{}'), p_grievance, p_request_reference)
    RETURNING id INTO v_id;
    PERFORM pg_notify('nassco_sms_queued', '');
    RETURN v_id;
END $$;
COMMENT ON FUNCTION sms_queue(text, text, text, jsonb, integer, text) IS 'Writes a message to the SMS outbox and wakes every sender once the transaction commits. Called by the functions and triggers that decide a message is due; no login may call it.';
REVOKE ALL ON FUNCTION sms_queue(text, text, text, jsonb, integer, text) FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- 2. The columns the text channels need. A grievance sent as a free SMS says no state: the
-- national office, which covers every state, gets it, calls back and places it. Every other
-- channel still names one. A data access request may give a phone for an SMS with its reference.

ALTER TABLE grievance ALTER COLUMN state DROP NOT NULL;
ALTER TABLE grievance ADD CONSTRAINT grievance_state_given CHECK (state IS NOT NULL OR channel = 'sms');
COMMENT ON COLUMN grievance.state IS 'The state it happened in, as the register names it (or the FCT). Null only for a case sent as a free SMS, until the office places it.';

ALTER TABLE data_access_request ADD COLUMN phone text CHECK (phone ~ '^\+?[0-9]{7,15}$');
COMMENT ON COLUMN data_access_request.phone IS 'A phone number, +234…, if the requester gave one for an SMS with the reference. Erased with the other contact details.';
GRANT INSERT (phone) ON data_access_request TO nassco_app;

-- ---------------------------------------------------------------------------
-- 3. What is sent without anyone asking at that moment (the issue's list): a grievance's status
-- when it changes and when it is resolved, to a number given with consent; a data access
-- request's reference when the requester gave a number. Triggers, so that every path that changes
-- a case (an officer, escalation, a partner) sends once, in the transaction that made the change.

CREATE FUNCTION grievance_status_sms() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NEW.phone IS NOT NULL AND NEW.may_contact AND NEW.personal_data_erased_at IS NULL THEN
        PERFORM sms_queue(CASE WHEN NEW.status = 'resolved' THEN 'grievance resolved' ELSE 'grievance status' END,
                          NEW.phone, NEW.locale,
                          jsonb_build_object('reference', NEW.reference, 'status', NEW.status, 'resolution', NEW.resolution),
                          NEW.id, NULL);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER grievance_status_sms AFTER UPDATE OF status ON grievance
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION grievance_status_sms();

CREATE FUNCTION data_access_request_sms() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM sms_queue('request receipt', NEW.phone, NEW.locale, jsonb_build_object('reference', NEW.reference), NULL, NEW.reference);
    RETURN NULL;
END $$;
CREATE TRIGGER data_access_request_sms AFTER INSERT ON data_access_request
    FOR EACH ROW WHEN (NEW.phone IS NOT NULL) EXECUTE FUNCTION data_access_request_sms();

REVOKE ALL ON FUNCTION grievance_status_sms(), data_access_request_sms() FROM PUBLIC;

-- A web report's receipt by SMS, in the transaction that stored it: only for the case the browser
-- has just sent (its receipt token, within the hour), only with its own code, and only once.
CREATE FUNCTION grievance_sms_receipt(p_reference text, p_receipt_token uuid, p_code text)
RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance
    WHERE reference = p_reference AND receipt_token = p_receipt_token AND created_at > now() - interval '1 hour'
      AND status_code_sha256 = sha256(convert_to(p_code, 'UTF8'))
      AND phone IS NOT NULL AND may_contact;
    IF NOT FOUND OR EXISTS (SELECT FROM sms_outbox WHERE grievance = v_case.id AND kind = 'grievance receipt') THEN
        RETURN false;
    END IF;
    PERFORM sms_queue('grievance receipt', v_case.phone, v_case.locale,
                      jsonb_build_object('reference', v_case.reference, 'code', p_code, 'expected_on', v_case.expected_on),
                      v_case.id, NULL);
    RETURN true;
END $$;
COMMENT ON FUNCTION grievance_sms_receipt(text, uuid, text) IS 'Queues the receipt SMS (reference, code, promised date) of a grievance just sent from the web with a phone and consent, for its receipt token within the hour and its canonical code; once. False when there is nothing to send.';
REVOKE ALL ON FUNCTION grievance_sms_receipt(text, uuid, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_sms_receipt(text, uuid, text) TO nassco_app;
