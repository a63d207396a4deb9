-- A data access request's phone number (issue 51): the column and the trigger that texts the
-- reference are in 20261227090000_sms_outbox. Here, everything else that handles a request's
-- contact details learns the number: the back office's audited read and its exports, the
-- officer's entry of a paper request, erasure (retention and on request), and an erasure on
-- request by phone number, for a person who gave a number and no e-mail address.

-- ---------------------------------------------------------------------------
-- 1. Erasure. The number goes with the other contact details, and is named among the erased
-- fields in the audit row; a text message not yet sent to it is given up, its number cleared.

CREATE OR REPLACE FUNCTION erase_request_details(p_where_reference text)
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    DELETE FROM dar_attachment WHERE reference = p_where_reference;
    UPDATE data_access_request
    SET organization_name = NULL, office_address = NULL, email_address = NULL, phone = NULL, requester_name = NULL, designation = NULL,
        location_lgas = NULL, location_wards = NULL, location_communities = NULL,
        household_criteria = '{}', individual_criteria = '{}', decision_note = NULL, receipt_token = NULL,
        purpose = NULL, data_period = NULL, data_format = NULL, data_protection = NULL, status_code_sha256 = NULL,
        personal_data_erased_at = now()
    WHERE reference = p_where_reference AND personal_data_erased_at IS NULL;
    UPDATE sms_outbox
    SET recipient = NULL, state = CASE WHEN state IN ('pending', 'sending') THEN 'dead' ELSE state END,
        last_error = CASE WHEN state IN ('pending', 'sending') THEN 'Not sent: the request''s contact details were erased.' ELSE last_error END
    WHERE request_reference = p_where_reference AND recipient IS NOT NULL;
    UPDATE audit_log
    SET before = audit_redact_note(before), after = audit_redact_note(after)
    WHERE subject = p_where_reference
      AND (jsonb_typeof(before -> 'decision_note') = 'string' OR jsonb_typeof(after -> 'decision_note') = 'string');
$$;

CREATE OR REPLACE FUNCTION data_access_request_audit() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM audit('delete request', OLD.reference, jsonb_build_object('status', OLD.status), NULL);
        RETURN OLD;
    END IF;
    IF NEW.personal_data_erased_at IS NOT NULL AND OLD.personal_data_erased_at IS NULL THEN
        PERFORM audit('erase personal details', NEW.reference,
            jsonb_build_object('fields', (SELECT jsonb_agg(key ORDER BY key) FROM jsonb_each(to_jsonb(OLD)) e(key, value)
                WHERE key IN ('organization_name', 'office_address', 'email_address', 'phone', 'requester_name', 'designation',
                              'location_lgas', 'location_wards', 'location_communities', 'decision_note',
                              'purpose', 'data_period', 'data_format', 'data_protection')
                  AND value <> 'null'::jsonb)),
            jsonb_build_object('reason', coalesce(current_setting('nassco.erase_reason', true), 'unspecified')));
    END IF;
    IF (NEW.status, NEW.assignee, NEW.decision_note) IS DISTINCT FROM (OLD.status, OLD.assignee, OLD.decision_note)
       AND NEW.personal_data_erased_at IS NOT DISTINCT FROM OLD.personal_data_erased_at THEN
        PERFORM audit(CASE WHEN NEW.status IS DISTINCT FROM OLD.status THEN 'status change' ELSE 'assignment' END, NEW.reference,
            jsonb_build_object('status', OLD.status, 'assignee', OLD.assignee, 'decision_note', OLD.decision_note),
            jsonb_build_object('status', NEW.status, 'assignee', NEW.assignee, 'decision_note', NEW.decision_note));
    END IF;
    RETURN NEW;
END $$;

-- On request, by number: as privacy_erase(email) does for an address. The script
-- (npm run privacy:erase) passes the number as normalisePhone writes it, +234…, as it is stored.
CREATE FUNCTION privacy_erase_phone(p_phone text)
RETURNS TABLE(requests_erased integer, grievances_erased integer, unsent_sms_deleted integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
END $$;
COMMENT ON FUNCTION privacy_erase_phone(text) IS 'Erases everything held about one phone number (+234…): its requests'' contact details (open ones withdrawn), its grievances'' contact details and words, and text messages not yet sent to it. Audited without the number.';
REVOKE ALL ON FUNCTION privacy_erase_phone(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION privacy_erase_phone(text) TO nassco_staff;

-- ---------------------------------------------------------------------------
-- 2. The back office's audited read of a request's contact details: the number too. Its result
-- changes, so it is dropped and made again, with its grant.

DROP FUNCTION staff_request_contact(bytea, bigint);
CREATE FUNCTION staff_request_contact(p_token_sha256 bytea, p_ticket bigint)
RETURNS TABLE(reference text, organization_name text, office_address text, email_address text, phone text, requester_name text, designation text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read personal details', v_member.name);
BEGIN
    RETURN QUERY SELECT r.reference, r.organization_name, r.office_address, r.email_address, r.phone, r.requester_name, r.designation
                 FROM data_access_request r WHERE r.reference = v_ticket.subject;
END $$;
REVOKE ALL ON FUNCTION staff_request_contact(bytea, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_request_contact(bytea, bigint) TO nassco_office;

-- The same read for staff in psql: CALL dar_contact_details('DAR-…').
DROP PROCEDURE dar_contact_details(text, text, text, text, text, text);
DROP FUNCTION dar_contact_details_by_ticket(bigint);
CREATE FUNCTION dar_contact_details_by_ticket(p_ticket bigint)
RETURNS TABLE(reference text, organization_name text, office_address text, email_address text, phone text, requester_name text, designation text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    ticket audit_log := audit_ticket(p_ticket, 'read personal details');
BEGIN
    RETURN QUERY SELECT r.reference, r.organization_name, r.office_address, r.email_address, r.phone, r.requester_name, r.designation
                 FROM data_access_request r WHERE r.reference = ticket.subject;
END $$;
COMMENT ON FUNCTION dar_contact_details_by_ticket(bigint) IS 'The contact details a committed ticket from dar_contact_details_ticket() is for.';
REVOKE ALL ON FUNCTION dar_contact_details_by_ticket(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION dar_contact_details_by_ticket(bigint) TO nassco_staff;

CREATE PROCEDURE dar_contact_details(p_reference text, INOUT organization_name text DEFAULT NULL, INOUT office_address text DEFAULT NULL,
    INOUT email_address text DEFAULT NULL, INOUT phone text DEFAULT NULL, INOUT requester_name text DEFAULT NULL,
    INOUT designation text DEFAULT NULL)
LANGUAGE plpgsql AS $$
DECLARE
    ticket bigint;
BEGIN
    ticket := public.dar_contact_details_ticket(p_reference);
    COMMIT;
    SELECT d.organization_name, d.office_address, d.email_address, d.phone, d.requester_name, d.designation
    INTO organization_name, office_address, email_address, phone, requester_name, designation
    FROM public.dar_contact_details_by_ticket(ticket) d;
END $$;
COMMENT ON PROCEDURE dar_contact_details(text, text, text, text, text, text, text) IS 'CALL dar_contact_details(''DAR-…''): records the read under your login, commits it, then returns the contact details. Works only on its own, not inside BEGIN … COMMIT.';
REVOKE ALL ON PROCEDURE dar_contact_details(text, text, text, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON PROCEDURE dar_contact_details(text, text, text, text, text, text, text) TO nassco_staff;

-- ---------------------------------------------------------------------------
-- 3. The exports, which carry the e-mail address, carry the number after it.

CREATE OR REPLACE FUNCTION staff_requests_export(p_token_sha256 bytea, p_ticket bigint, p_cursor refcursor)
RETURNS refcursor
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'export', v_member.name);
    v_cursor refcursor := p_cursor;
BEGIN
    OPEN v_cursor NO SCROLL FOR
    SELECT s.reference, s.received_at_lagos, s.status, s.assignee, s.channel, s.organization_name, s.sector,
           r.email_address, r.phone, r.office_address, r.requester_name, r.designation, s.data_requested,
           s.location_state, s.location_lgas, s.location_wards, s.location_communities,
           s.household_criteria, s.individual_criteria, s.purpose, s.data_period, s.data_format, s.data_protection,
           s.request_date, s.decision_note, s.decided_at_lagos, s.working_days_open AS working_days
    FROM data_access_request_summary s JOIN data_access_request r USING (id)
    WHERE r.created_at >= (v_ticket.after ->> 'since')::timestamptz
    ORDER BY r.created_at, r.id;
    RETURN v_cursor;
END $$;

DROP FUNCTION dar_export(bigint);
CREATE FUNCTION dar_export(p_ticket bigint)
RETURNS TABLE(reference text, received_at_lagos timestamp without time zone, status text, assignee text, organization_name text, sector text,
              email_address text, phone text, office_address text, requester_name text, designation text, data_requested text,
              location_state text, location_lgas text, location_wards text, location_communities text, household_criteria text,
              individual_criteria text, purpose text, data_period text, data_format text, data_protection text, request_date date,
              channel text, decision_note text, decided_at_lagos timestamp without time zone)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    ticket audit_log := audit_ticket(p_ticket, 'export');
BEGIN
    RETURN QUERY
    SELECT s.reference, s.received_at_lagos, s.status, s.assignee, s.organization_name, s.sector,
           r.email_address, r.phone, r.office_address, r.requester_name, r.designation, s.data_requested,
           s.location_state, s.location_lgas, s.location_wards, s.location_communities,
           s.household_criteria, s.individual_criteria, s.purpose, s.data_period, s.data_format, s.data_protection,
           s.request_date, s.channel, s.decision_note, s.decided_at_lagos
    FROM data_access_request_summary s JOIN data_access_request r USING (id)
    WHERE r.created_at >= (ticket.after ->> 'since')::timestamptz
    ORDER BY r.created_at, r.id;
END $$;
COMMENT ON FUNCTION dar_export(bigint) IS 'Every request since the ticket''s time, contact details included, for a committed ticket of yours from CALL dar_export_ticket(since).';
REVOKE ALL ON FUNCTION dar_export(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION dar_export(bigint) TO nassco_staff;

-- ---------------------------------------------------------------------------
-- 4. An officer's entry of a paper or e-mailed request keeps a number it gives (and the trigger
-- texts the reference to it, as for the web form).

CREATE OR REPLACE FUNCTION staff_request_enter(p_token_sha256 bytea, p_request jsonb, p_channel text, p_received_on date, p_code_sha256 bytea)
RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_row data_access_request := jsonb_populate_record(NULL::data_access_request, p_request);
    v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
    v_reference text;
BEGIN
    IF p_channel NOT IN ('paper', 'e-mail') THEN
        RAISE EXCEPTION 'an officer enters requests from paper or e-mail, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_received_on IS NULL OR p_received_on > v_today OR p_received_on < v_today - 366 THEN
        RAISE EXCEPTION 'the day it was received must be within the last year' USING ERRCODE = 'check_violation',
              CONSTRAINT = 'data_access_request_received_on_check';
    END IF;
    INSERT INTO data_access_request (
        organization_name, office_address, email_address, phone, sector, wants_households, wants_individuals, wants_location,
        location_state, location_lgas, location_wards, location_communities, household_criteria, individual_criteria,
        requester_name, designation, request_date, purpose, data_period, data_format, data_protection, locale,
        channel, entered_by, status_code_sha256, created_at)
    VALUES (
        v_row.organization_name, v_row.office_address, v_row.email_address, v_row.phone, v_row.sector, v_row.wants_households,
        v_row.wants_individuals, v_row.wants_location, v_row.location_state, v_row.location_lgas, v_row.location_wards,
        v_row.location_communities, coalesce(v_row.household_criteria, '{}'), coalesce(v_row.individual_criteria, '{}'),
        v_row.requester_name, v_row.designation, v_row.request_date, v_row.purpose, v_row.data_period, v_row.data_format,
        v_row.data_protection, coalesce(v_row.locale, 'en'), p_channel, v_member.name, p_code_sha256,
        CASE WHEN p_received_on = v_today THEN now() ELSE (p_received_on + time '12:00') AT TIME ZONE 'Africa/Lagos' END)
    RETURNING reference INTO v_reference;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'request entered', v_reference, jsonb_build_object('channel', p_channel, 'received_on', p_received_on));
    RETURN v_reference;
END $$;
