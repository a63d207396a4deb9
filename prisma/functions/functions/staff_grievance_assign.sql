CREATE OR REPLACE FUNCTION public.staff_grievance_assign(p_token_sha256 bytea, p_reference text, p_assignee text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    IF v_grievance.resolved_at IS NOT NULL THEN
        RAISE EXCEPTION 'Grievance % is resolved.', p_reference USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    IF p_assignee IS NOT NULL AND NOT EXISTS (
        SELECT FROM staff_account a WHERE a.name = p_assignee AND 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL
          AND grievance_in_desk(a, v_grievance.state)) THEN
        RAISE EXCEPTION '% is not a grievance officer for %', p_assignee, v_grievance.state USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_assignee IS NOT DISTINCT FROM v_grievance.assignee THEN RETURN; END IF;
    UPDATE grievance SET assignee = p_assignee WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'assigned', p_assignee, v_member.name, 'grievance assigned',
                             jsonb_build_object('assignee', v_grievance.assignee), jsonb_build_object('assignee', p_assignee));
END $function$;

COMMENT ON FUNCTION public.staff_grievance_assign(p_token_sha256 bytea, p_reference text, p_assignee text) IS 'Gives an open grievance to a grievance officer whose desk covers its state, or to nobody (null).';
