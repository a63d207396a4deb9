CREATE OR REPLACE FUNCTION public.staff_request(p_token_sha256 bytea, p_reference text)
 RETURNS TABLE(request jsonb, letters jsonb, attachments jsonb, history jsonb, moves text[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_request data_access_request;
BEGIN
    SELECT * INTO v_request FROM data_access_request r WHERE r.reference = p_reference;
    IF NOT FOUND THEN RETURN; END IF;
    RETURN QUERY SELECT
        dar_row_for_staff(v_request, now()),
        coalesce((SELECT jsonb_agg(to_jsonb(l) - 'id' ORDER BY l.id) FROM dar_letter l WHERE l.reference = p_reference), '[]'::jsonb),
        coalesce((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'description', t.description, 'content_type', t.content_type,
                                                      'bytes', octet_length(t.bytes), 'added_by', t.added_by, 'added_at', t.added_at) ORDER BY t.id)
                  FROM dar_attachment t WHERE t.reference = p_reference), '[]'::jsonb),
        coalesce((SELECT jsonb_agg(jsonb_build_object('at', a.at, 'actor', a.actor, 'action', a.action, 'before', a.before, 'after', a.after) ORDER BY a.id)
                  FROM audit_log a WHERE a.subject = p_reference), '[]'::jsonb),
        ARRAY(SELECT t.to_status FROM dar_status_transition t WHERE t.from_status = v_request.status ORDER BY t.to_status);
END $function$;
