CREATE OR REPLACE FUNCTION public.dar_status(p_reference text, p_code_sha256 bytea)
 RETURNS TABLE(reference text, status text, received_at timestamp with time zone, decided_at timestamp with time zone, locale text, first_look boolean, request jsonb, steps jsonb, letters jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_request data_access_request;
BEGIN
    SELECT * INTO v_request FROM data_access_request r
    WHERE r.reference = upper(btrim(p_reference)) AND r.status_code_sha256 = p_code_sha256 AND r.personal_data_erased_at IS NULL
    FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    IF v_request.email_confirmed_at IS NULL THEN
        UPDATE data_access_request r SET email_confirmed_at = now() WHERE r.id = v_request.id;
    END IF;
    RETURN QUERY SELECT
        v_request.reference, v_request.status, v_request.created_at, v_request.decided_at, v_request.locale,
        v_request.email_confirmed_at IS NULL,
        to_jsonb(v_request) - ARRAY['id', 'receipt_token', 'status_code_sha256', 'assignee', 'entered_by', 'personal_data_erased_at',
                                    'decision_note', 'updated_at', 'email_confirmed_at'],
        -- Each move, with the officer's words to the requester where the move has them.
        coalesce((SELECT jsonb_agg(jsonb_build_object(
                      'at', a.at, 'status', a.after ->> 'status',
                      'note', CASE WHEN a.after ->> 'status' IN ('needs_information', 'approved', 'declined', 'withdrawn')
                                   AND a.after ->> 'decision_note' IS DISTINCT FROM a.before ->> 'decision_note'
                                  THEN a.after ->> 'decision_note' END)
                      ORDER BY a.id)
                  FROM audit_log a WHERE a.subject = v_request.reference AND a.action = 'status change'), '[]'::jsonb),
        coalesce((SELECT jsonb_agg(jsonb_build_object('kind', l.kind, 'subject', l.subject, 'at', l.written_at, 'state', l.state) ORDER BY l.id)
                  FROM dar_letter l WHERE l.reference = v_request.reference), '[]'::jsonb);
END $function$;

COMMENT ON FUNCTION public.dar_status(p_reference text, p_code_sha256 bytea) IS 'A request as its requester may see it, for the reference and the SHA-256 of the code mailed to them; nothing for anything else.';
