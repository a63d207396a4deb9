-- Grievances (issue 50): a problem with the register or a payment, reported by anyone through any
-- channel, followed to a resolution. This migration holds what every part shares: the case, its
-- history, and the date the office promises. The public form's functions, the back office's
-- queue, the published figures and the partners' API each add theirs in the migrations after it.

-- GRV-2026-000123: the number comes from this sequence, so references are unique and in order of arrival.
CREATE SEQUENCE grievance_number_seq;

-- The day n working days after a moment, counted as working_days_between() counts them: Lagos
-- days, Monday to Friday, less public_holiday. The promised date is fixed when the case arrives.
CREATE FUNCTION working_day_after(p_from timestamptz, p_days integer) RETURNS date
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT g.day::date
    FROM generate_series((p_from AT TIME ZONE 'Africa/Lagos')::date + 1,
                         (p_from AT TIME ZONE 'Africa/Lagos')::date + 7 * (p_days / 5 + 2) + 60, interval '1 day') AS g(day)
    WHERE extract(isodow FROM g.day) < 6 AND NOT EXISTS (SELECT FROM public_holiday h WHERE h.day = g.day::date)
    ORDER BY g.day
    OFFSET greatest(p_days, 1) - 1 LIMIT 1;
$$;
COMMENT ON FUNCTION working_day_after(timestamptz, integer) IS 'The Lagos date p_days working days after p_from (weekdays that are not in public_holiday), so that working_days_between(p_from, that date) = p_days.';

CREATE TABLE grievance (
    id                      serial      PRIMARY KEY,
    reference               text        NOT NULL DEFAULT ('GRV-' || to_char(now() AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || lpad(nextval('grievance_number_seq')::text, 6, '0')),
    category                text        NOT NULL CHECK (category IN ('payment-not-received', 'wrong-amount', 'enrolment', 'personal-details', 'conduct', 'fraud', 'other')),
    description             text        NOT NULL CHECK (length(description) BETWEEN 1 AND 4000),
    state                   text        NOT NULL CHECK (length(state) BETWEEN 1 AND 60),
    lga                     text        CHECK (length(lga) BETWEEN 1 AND 80),
    contact_name            text        CHECK (length(contact_name) BETWEEN 1 AND 200),
    phone                   text        CHECK (phone ~ '^\+?[0-9]{7,15}$'),
    email                   text        CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
    may_contact             boolean     NOT NULL DEFAULT false,
    channel                 text        NOT NULL CHECK (channel IN ('web', 'phone', 'paper', 'walk-in', 'email', 'sms', 'ussd', 'partner')),
    locale                  text        NOT NULL DEFAULT 'en' REFERENCES content_locale (code),
    created_at              timestamptz NOT NULL DEFAULT now(),
    expected_on             date        NOT NULL,
    status                  text        NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'in-progress', 'waiting', 'resolved')),
    level                   text        NOT NULL DEFAULT 'state' CHECK (level IN ('state', 'national')),
    escalated_at            timestamptz,
    assignee                text,
    resolution              text        CHECK (resolution IN ('paid', 'corrected', 'enrolled', 'explained', 'referred', 'action-taken', 'not-reached')),
    resolved_at             timestamptz,
    updated_at              timestamptz NOT NULL DEFAULT now(),
    status_code_sha256      bytea       CHECK (length(status_code_sha256) = 32),
    receipt_token           uuid,
    entered_by              text,
    partner                 text,
    personal_data_erased_at timestamptz,
    -- A case is resolved exactly when it has a resolution and the time it was given.
    CHECK ((status = 'resolved') = (resolution IS NOT NULL AND resolved_at IS NOT NULL)),
    CHECK ((level = 'national') = (escalated_at IS NOT NULL)),
    -- Nobody is contacted who did not say so, and nobody says so without a way to be reached.
    CHECK (NOT may_contact OR phone IS NOT NULL OR email IS NOT NULL),
    CHECK ((channel = 'partner') = (partner IS NOT NULL))
);
ALTER SEQUENCE grievance_number_seq OWNED BY grievance.reference;
CREATE UNIQUE INDEX grievance_reference_key ON grievance (reference);
CREATE INDEX grievance_created_at ON grievance (created_at);
CREATE INDEX grievance_open ON grievance (state, created_at) WHERE resolved_at IS NULL;
CREATE INDEX grievance_resolved_at ON grievance (resolved_at) WHERE resolved_at IS NOT NULL;

COMMENT ON TABLE grievance IS 'Grievances: a problem with the register or a payment, from any channel, worked by grievance officers to a resolution. Contact details are read only through an audited ticket and erased by retention after the case is resolved.';
COMMENT ON COLUMN grievance.reference IS 'The reference given to the person, such as GRV-2026-000123.';
COMMENT ON COLUMN grievance.category IS 'What the problem is about: payment-not-received, wrong-amount, enrolment (not enrolled or wrongly removed), personal-details, conduct (of staff or an agent), fraud (someone asked for money), other.';
COMMENT ON COLUMN grievance.description IS 'What happened, in the person''s own words.';
COMMENT ON COLUMN grievance.state IS 'The state it happened in, as the register names it (or the FCT).';
COMMENT ON COLUMN grievance.lga IS 'The local government area, as the register names it, if given.';
COMMENT ON COLUMN grievance.contact_name IS 'The person''s name, if given (anonymous reports have none). Erased by retention.';
COMMENT ON COLUMN grievance.phone IS 'A phone number, digits with an optional +, if given. Erased by retention.';
COMMENT ON COLUMN grievance.email IS 'An e-mail address, lower-cased, if given. Erased by retention.';
COMMENT ON COLUMN grievance.may_contact IS 'Whether the person agreed to be contacted about the case.';
COMMENT ON COLUMN grievance.channel IS 'How it reached the office: web, phone (a 969 call logged by an agent), paper, walk-in (at a state office), email, sms, ussd, partner (through the API).';
COMMENT ON COLUMN grievance.locale IS 'The language of the form or call; letters are written in it.';
COMMENT ON COLUMN grievance.expected_on IS 'The date the office promises a resolution by: 21 working days after it arrived (working_day_after).';
COMMENT ON COLUMN grievance.status IS 'received, in-progress, waiting (for something from the person), resolved.';
COMMENT ON COLUMN grievance.level IS 'Who works it: the state''s desk, or the national office once escalated.';
COMMENT ON COLUMN grievance.resolution IS 'How it was resolved: paid, corrected, enrolled, explained, referred, action-taken, not-reached.';
COMMENT ON COLUMN grievance.status_code_sha256 IS 'SHA-256 of the code that, with the reference, opens the person''s status page. The code itself is not stored.';
COMMENT ON COLUMN grievance.receipt_token IS 'The secret in the form''s redirect that shows the answer page once, within the hour.';
COMMENT ON COLUMN grievance.entered_by IS 'The staff member who entered a call, paper form, visit or e-mail.';
COMMENT ON COLUMN grievance.partner IS 'The partner whose system sent it through the API.';

CREATE FUNCTION grievance_expected_on() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    NEW.expected_on := working_day_after(NEW.created_at, 21);
    RETURN NEW;
END $$;
CREATE TRIGGER grievance_expected_on BEFORE INSERT ON grievance FOR EACH ROW EXECUTE FUNCTION grievance_expected_on();

-- What happened to a case, in order: internal notes, public replies, and each change the
-- workflow makes. A reply is shown to the person; nothing else is.
CREATE TABLE grievance_event (
    id         bigserial   PRIMARY KEY,
    grievance  integer     NOT NULL REFERENCES grievance (id) ON DELETE CASCADE,
    kind       text        NOT NULL CHECK (kind IN ('note', 'reply', 'status', 'assigned', 'escalated', 'letter')),
    body       text        CHECK (length(body) <= 4000),
    written_by text        NOT NULL,
    written_at timestamptz NOT NULL DEFAULT now(),
    CHECK (kind NOT IN ('note', 'reply') OR length(body) >= 1)
);
CREATE INDEX grievance_event_grievance ON grievance_event (grievance, written_at);
COMMENT ON TABLE grievance_event IS 'A case''s history: internal notes (kind note), public replies the person sees (kind reply), and each change of status, assignment, escalation and letter.';

REVOKE EXECUTE ON FUNCTION working_day_after(timestamptz, integer), grievance_expected_on() FROM PUBLIC;

-- The site inserts a web report and reads back only its id and reference; everything else is
-- reached through functions that later migrations add.
GRANT INSERT (category, description, state, lga, contact_name, phone, email, may_contact, channel, locale,
              status_code_sha256, receipt_token)
    ON grievance TO nassco_app;
GRANT SELECT (id, reference) ON grievance TO nassco_app;
GRANT USAGE ON SEQUENCE grievance_id_seq, grievance_number_seq TO nassco_app;

-- A fifth role works grievances. A grievance officer with a desk state works only that state's
-- cases; one without is the national office and sees every state. The functions that later
-- migrations add read both from the signed-in account, so the database, not the app, keeps a
-- state desk to its state.
ALTER TABLE staff_account DROP CONSTRAINT staff_account_roles_check;
ALTER TABLE staff_account ADD CONSTRAINT staff_account_roles_check
    CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
ALTER TABLE staff_account ADD COLUMN desk_state text CHECK (length(desk_state) BETWEEN 1 AND 60);
COMMENT ON COLUMN staff_account.desk_state IS 'A grievance officer''s state desk: they see and work only that state''s grievances. Null for the national office, which sees every state.';
