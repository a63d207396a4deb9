-- Grievances (issue 50), the reader's side: the answer page after the web form, the status page
-- with the reference and code, and the acknowledgement mail. The site inserts through the columns
-- the foundation (20261226090000_grievances) grants; it reads a case only through these two
-- functions, which show nothing personal beyond what the browser that sent it already holds.

-- The acknowledgement goes to someone waiting for it now.
INSERT INTO mail_kind (kind, priority) VALUES ('grievance acknowledgement', 1);

-- The answer page: the case this browser has just sent, for its receipt's secret, within the hour.
-- The e-mail address comes back (the page says where the acknowledgement went), never the name,
-- the phone or what happened.
CREATE FUNCTION grievance_receipt(p_reference text, p_token uuid)
RETURNS TABLE (reference text, category text, state text, lga text, email text, created_at timestamptz, expected_on date)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT g.reference, g.category, g.state, g.lga, g.email, g.created_at, g.expected_on
    FROM grievance g
    WHERE g.reference = p_reference AND g.receipt_token = p_token AND g.created_at > now() - interval '1 hour'
      AND g.personal_data_erased_at IS NULL;
$$;
COMMENT ON FUNCTION grievance_receipt(text, uuid) IS 'The grievance a browser has just sent, for its reference and receipt token, within the hour: what the answer page shows. Nothing for anything else.';

-- The status page: a case for its reference and the SHA-256 of its code, with the office's public
-- replies only (never a note, an assignment or anything personal).
CREATE FUNCTION grievance_status(p_reference text, p_code_sha256 bytea)
RETURNS TABLE (reference text, category text, state text, lga text, status text, created_at timestamptz, expected_on date,
               resolution text, resolved_at timestamptz, replies jsonb)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT g.reference, g.category, g.state, g.lga, g.status, g.created_at, g.expected_on, g.resolution, g.resolved_at,
           coalesce((SELECT jsonb_agg(jsonb_build_object('at', e.written_at, 'body', e.body) ORDER BY e.written_at, e.id)
                     FROM grievance_event e WHERE e.grievance = g.id AND e.kind = 'reply'), '[]'::jsonb)
    FROM grievance g
    WHERE g.reference = upper(btrim(p_reference)) AND g.status_code_sha256 = p_code_sha256;
$$;
COMMENT ON FUNCTION grievance_status(text, bytea) IS 'A grievance as the person who reported it may see it, for the reference and the SHA-256 of its code: status, category, place, promised date, resolution and the office''s public replies. Nothing for anything else, and nothing personal.';

REVOKE EXECUTE ON FUNCTION grievance_receipt(text, uuid), grievance_status(text, bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_receipt(text, uuid), grievance_status(text, bytea) TO nassco_app;
