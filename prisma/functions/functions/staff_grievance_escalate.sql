CREATE OR REPLACE FUNCTION public.staff_grievance_escalate(p_token_sha256 bytea, p_reference text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    IF v_grievance.resolved_at IS NOT NULL OR v_grievance.level = 'national' THEN
        RAISE EXCEPTION 'Grievance % is resolved or with the national office already.', p_reference USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    UPDATE grievance SET level = 'national', escalated_at = now() WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'escalated', NULL, v_member.name, 'grievance escalated',
                             jsonb_build_object('level', 'state'), jsonb_build_object('level', 'national'));
END $function$;

COMMENT ON FUNCTION public.staff_grievance_escalate(p_token_sha256 bytea, p_reference text) IS 'Sends an open grievance to the national office by hand (the state desk keeps seeing it).';
