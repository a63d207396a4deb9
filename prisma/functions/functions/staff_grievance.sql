CREATE OR REPLACE FUNCTION public.staff_grievance(p_token_sha256 bytea, p_reference text)
 RETURNS TABLE(grievance jsonb, events jsonb, letters jsonb, moves text[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference);
BEGIN
    RETURN QUERY SELECT
        grievance_row_for_staff(v_grievance, now()),
        coalesce((SELECT jsonb_agg(jsonb_build_object('kind', e.kind, 'body', e.body, 'written_by', e.written_by, 'written_at', e.written_at)
                                   ORDER BY e.written_at, e.id)
                  FROM grievance_event e WHERE e.grievance = v_grievance.id), '[]'::jsonb),
        coalesce((SELECT jsonb_agg(jsonb_build_object('subject', l.subject, 'state', l.state, 'written_by', l.written_by,
                                                      'written_at', l.written_at, 'sent_at', l.sent_at) ORDER BY l.id)
                  FROM grievance_letter l WHERE l.grievance = v_grievance.id), '[]'::jsonb),
        ARRAY(SELECT t.to_status FROM grievance_status_transition t WHERE t.from_status = v_grievance.status ORDER BY t.to_status);
END $function$;

COMMENT ON FUNCTION public.staff_grievance(p_token_sha256 bytea, p_reference text) IS 'One grievance the officer''s desk covers, without contact details or its description: its history (notes, replies, changes), its letters and the statuses it may move to. no_data_found for a reference there is none of, or of another state. The description comes through staff_grievance_ticket and staff_grievance_description.';
