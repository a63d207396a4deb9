CREATE OR REPLACE FUNCTION public.open311_requests(p_key_sha256 bytea, p_ticket bigint)
 RETURNS TABLE(reference text, category text, status text, created_at timestamp with time zone, updated_at timestamp with time zone, expected_on date, status_notes text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
END $function$;

COMMENT ON FUNCTION public.open311_requests(p_key_sha256 bytea, p_ticket bigint) IS 'The cases a committed read ticket of the partner''s names (open311_read_ticket): status, dates and the latest public reply. Never contact details or internal notes.';
