-- The partners' grievance API (issue 50, decision 0070): organisations that take grievances by
-- other means (NGOs, state programme offices, call centres) send them, and follow their own, in
-- Open311 GeoReport v2's shape. Each partner has one key; only its SHA-256 is kept. The site
-- (nassco_app) never reads this table: it hands the key's hash to the functions below, which
-- find the partner, keep each partner to its own cases, and write the audit row in its name.
-- Admins add and disable partners in the back office (nassco_office).

CREATE TABLE grievance_partner (
    id            serial      PRIMARY KEY,
    name          text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100 AND name = btrim(name)),
    contact_email text        NOT NULL CHECK (length(contact_email) BETWEEN 3 AND 254 AND contact_email = lower(contact_email)),
    key_sha256    bytea       NOT NULL CHECK (length(key_sha256) = 32),
    created_by    text        NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    disabled_at   timestamptz,
    last_used_at  timestamptz
);
CREATE UNIQUE INDEX grievance_partner_name_key ON grievance_partner (lower(name));
CREATE UNIQUE INDEX grievance_partner_key_sha256_key ON grievance_partner (key_sha256);
COMMENT ON TABLE grievance_partner IS 'Organisations that send grievances through the Open311 API (docs/open311.md). Read and changed only through the partner functions.';
COMMENT ON COLUMN grievance_partner.name IS 'The organisation''s name, as grievance.partner and the audit log (partner:<name>) record it.';
COMMENT ON COLUMN grievance_partner.contact_email IS 'The partner organisation''s contact address, for the office to reach it about the API.';
COMMENT ON COLUMN grievance_partner.key_sha256 IS 'SHA-256 of the partner''s API key. The key is shown once, when the partner is added, and never stored.';
COMMENT ON COLUMN grievance_partner.created_by IS 'The admin who added the partner.';
COMMENT ON COLUMN grievance_partner.disabled_at IS 'When an admin disabled the partner; its key is refused from then on.';
COMMENT ON COLUMN grievance_partner.last_used_at IS 'When the key was last accepted.';
REVOKE ALL ON grievance_partner FROM PUBLIC;

-- The partner a key belongs to, or an error the API turns into 403: 28000 for a key nobody has,
-- 42501 for a disabled partner's. Marks the key as used.
CREATE FUNCTION grievance_partner_by_key(p_key_sha256 bytea) RETURNS grievance_partner
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_partner grievance_partner;
BEGIN
    SELECT * INTO v_partner FROM grievance_partner WHERE key_sha256 = p_key_sha256;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no partner has this key' USING ERRCODE = 'invalid_authorization_specification';
    END IF;
    IF v_partner.disabled_at IS NOT NULL THEN
        RAISE EXCEPTION 'this partner is disabled' USING ERRCODE = 'insufficient_privilege';
    END IF;
    UPDATE grievance_partner SET last_used_at = now() WHERE id = v_partner.id;
    RETURN v_partner;
END $$;

-- A new case from a partner. p_request holds the fields the API checked (features/grievance-api):
-- category, description, state, lga, contact_name, phone, email, may_contact, locale and
-- received_at, when the partner took it, from which its 21 working days are counted.
CREATE FUNCTION open311_submit(p_key_sha256 bytea, p_request jsonb)
RETURNS TABLE (reference text, created_at timestamptz, expected_on date)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_partner grievance_partner := grievance_partner_by_key(p_key_sha256);
    v_received timestamptz := coalesce((p_request ->> 'received_at')::timestamptz, now());
    v_case grievance;
BEGIN
    IF v_received > now() + interval '5 minutes' OR v_received < now() - interval '30 days' THEN
        RAISE EXCEPTION 'received_at must be within the last 30 days and not in the future' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO grievance (category, description, state, lga, contact_name, phone, email, may_contact, locale, channel, partner, created_at)
    VALUES (p_request ->> 'category', p_request ->> 'description', p_request ->> 'state', p_request ->> 'lga',
            p_request ->> 'contact_name', p_request ->> 'phone', p_request ->> 'email',
            coalesce((p_request ->> 'may_contact')::boolean, false), coalesce(p_request ->> 'locale', 'en'),
            'partner', v_partner.name, least(v_received, now()))
    RETURNING * INTO v_case;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES ('partner:' || v_partner.name, 'grievance received', v_case.reference,
            jsonb_build_object('channel', 'partner', 'category', v_case.category, 'state', v_case.state));
    RETURN QUERY SELECT v_case.reference, v_case.created_at, v_case.expected_on;
END $$;
COMMENT ON FUNCTION open311_submit(bytea, jsonb) IS 'Stores a grievance from the partner whose key has this SHA-256 (channel partner), records it in audit_log as partner:<name>, and returns its reference and promised date.';

-- Reading cases is in two steps, as a contact ticket is: the first records which of the partner's
-- cases it reads and commits; only then does the second hand them out, for that committed row.
-- So no rollback can leave a read off the record.
CREATE FUNCTION open311_read_ticket(p_key_sha256 bytea, p_references text[], p_from timestamptz, p_to timestamptz, p_closed boolean)
RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_partner grievance_partner := grievance_partner_by_key(p_key_sha256);
    v_references text[];
    v_ticket bigint;
BEGIN
    SELECT coalesce(array_agg(g.reference ORDER BY g.created_at DESC, g.id DESC), '{}') INTO v_references
    FROM (SELECT g.reference, g.created_at, g.id FROM grievance g
          WHERE g.partner = v_partner.name
            AND (p_references IS NULL OR g.reference = ANY (p_references))
            AND (p_from IS NULL OR g.created_at >= p_from)
            AND (p_to IS NULL OR g.created_at <= p_to)
            AND (p_closed IS NULL OR (g.status = 'resolved') = p_closed)
          ORDER BY g.created_at DESC, g.id DESC LIMIT 1000) g;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES ('partner:' || v_partner.name, 'grievance status read',
            CASE WHEN cardinality(v_references) = 1 THEN v_references[1] END,
            jsonb_build_object('references', to_jsonb(v_references)))
    RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $$;
COMMENT ON FUNCTION open311_read_ticket(bytea, text[], timestamptz, timestamptz, boolean) IS 'Records, as partner:<name>, which of the partner''s own cases a read returns (by reference, or received between two moments, open or closed; newest 1000), and returns the audit row''s id for open311_requests() once committed.';

CREATE FUNCTION open311_requests(p_key_sha256 bytea, p_ticket bigint)
RETURNS TABLE (reference text, category text, status text, created_at timestamptz, updated_at timestamptz, expected_on date, status_notes text)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_partner grievance_partner := grievance_partner_by_key(p_key_sha256);
    v_ticket audit_log;
BEGIN
    SELECT * INTO v_ticket FROM audit_log
    WHERE id = p_ticket AND action = 'grievance status read' AND actor = 'partner:' || v_partner.name
      AND at > clock_timestamp() - interval '5 minutes';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'ticket % is not a read of this partner''s from the last five minutes', p_ticket USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF pg_xact_status(v_ticket.xact_id::text::xid8) IS DISTINCT FROM 'committed' THEN
        RAISE EXCEPTION 'ticket % is not committed yet, so the read is not on record', p_ticket USING ERRCODE = 'invalid_transaction_state';
    END IF;
    -- Only the public replies: internal notes and the workflow's own events never leave.
    RETURN QUERY
    SELECT g.reference, g.category, g.status, g.created_at,
           greatest(g.updated_at, (SELECT max(e.written_at) FROM grievance_event e WHERE e.grievance = g.id AND e.kind = 'reply')),
           g.expected_on,
           (SELECT e.body FROM grievance_event e WHERE e.grievance = g.id AND e.kind = 'reply' ORDER BY e.written_at DESC, e.id DESC LIMIT 1)
    FROM grievance g
    WHERE g.partner = v_partner.name AND g.reference IN (SELECT jsonb_array_elements_text(v_ticket.after -> 'references'))
    ORDER BY g.created_at DESC, g.id DESC;
END $$;
COMMENT ON FUNCTION open311_requests(bytea, bigint) IS 'The cases a committed read ticket of the partner''s names (open311_read_ticket): status, dates and the latest public reply. Never contact details or internal notes.';

-- ---------------------------------------------------------------------------
-- The admin's page (/staff/partners), in the back office.

CREATE FUNCTION staff_partners(p_token_sha256 bytea)
RETURNS TABLE (id integer, name text, contact_email text, created_by text, created_at timestamptz, disabled_at timestamptz, last_used_at timestamptz)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['admin']);
    RETURN QUERY SELECT p.id, p.name, p.contact_email, p.created_by, p.created_at, p.disabled_at, p.last_used_at
                 FROM grievance_partner p ORDER BY p.disabled_at IS NOT NULL, lower(p.name);
END $$;
COMMENT ON FUNCTION staff_partners(bytea) IS 'Every partner of the grievance API, for an admin: never its key''s hash.';

CREATE FUNCTION staff_partner_add(p_token_sha256 bytea, p_name text, p_contact_email text, p_key_sha256 bytea) RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['admin']);
    v_id integer;
BEGIN
    INSERT INTO grievance_partner (name, contact_email, key_sha256, created_by)
    VALUES (btrim(p_name), lower(btrim(p_contact_email)), p_key_sha256, v_member.name)
    RETURNING grievance_partner.id INTO v_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'grievance partner added', 'partner:' || btrim(p_name),
            jsonb_build_object('contact_email', lower(btrim(p_contact_email))));
    RETURN v_id;
END $$;
COMMENT ON FUNCTION staff_partner_add(bytea, text, text, bytea) IS 'An admin adds a partner with the SHA-256 of its new key; 23505 if the name (in any case) is taken.';

CREATE FUNCTION staff_partner_disable(p_token_sha256 bytea, p_id integer) RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['admin']);
    v_name text;
BEGIN
    UPDATE grievance_partner SET disabled_at = now() WHERE id = p_id AND disabled_at IS NULL RETURNING name INTO v_name;
    IF v_name IS NULL THEN RETURN false; END IF;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'grievance partner disabled', 'partner:' || v_name);
    RETURN true;
END $$;
COMMENT ON FUNCTION staff_partner_disable(bytea, integer) IS 'An admin disables a partner: its key is refused from then on. False if it was disabled already or is gone.';

REVOKE ALL ON FUNCTION grievance_partner_by_key(bytea) FROM PUBLIC;
DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY[
        'open311_submit(bytea, jsonb)', 'open311_read_ticket(bytea, text[], timestamptz, timestamptz, boolean)', 'open311_requests(bytea, bigint)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_app', v_function);
    END LOOP;
    FOREACH v_function IN ARRAY ARRAY[
        'staff_partners(bytea)', 'staff_partner_add(bytea, text, text, bytea)', 'staff_partner_disable(bytea, integer)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_office', v_function);
    END LOOP;
END $$;
