CREATE OR REPLACE FUNCTION public.staff_grievance_resolve(p_token_sha256 bytea, p_reference text, p_resolution text, p_reply text, p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
    v_letter boolean;
BEGIN
    IF v_grievance.resolved_at IS NOT NULL THEN
        RAISE EXCEPTION 'Grievance % is resolved already.', p_reference USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    IF coalesce(length(trim(p_reply)), 0) = 0 THEN
        RAISE EXCEPTION 'A resolution needs a reply that explains it.' USING ERRCODE = 'not_null_violation';
    END IF;
    -- The resolution's CHECK refuses a category that is not one.
    UPDATE grievance SET status = 'resolved', resolution = p_resolution, resolved_at = now(), assignee = coalesce(assignee, v_member.name)
    WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'reply', p_reply, v_member.name, 'grievance resolved',
                             jsonb_build_object('status', v_grievance.status), jsonb_build_object('status', 'resolved', 'resolution', p_resolution));
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (v_grievance.id, 'status', 'resolved', v_member.name);
    v_letter := grievance_letter_queue(v_grievance, v_member.name, p_message_id, p_subject, p_text, p_html, p_headers);
    -- After the resolution's own text and letter, so that the question comes last.
    PERFORM grievance_fix_ask(v_grievance.id);
    RETURN v_letter;
END $function$;

COMMENT ON FUNCTION public.staff_grievance_resolve(p_token_sha256 bytea, p_reference text, p_resolution text, p_reply text, p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb) IS 'Resolves an open grievance with a resolution category and a public reply that explains it, with the closing letter when the person gave an e-mail address and agreed to be contacted: true when the letter was written.';
