CREATE OR REPLACE FUNCTION public.staff_grievance_move(p_token_sha256 bytea, p_reference text, p_status text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    IF NOT EXISTS (SELECT FROM grievance_status_transition t WHERE t.from_status = v_grievance.status AND t.to_status = p_status) THEN
        RAISE EXCEPTION 'Grievance % is %; it cannot move to %.', p_reference, v_grievance.status, p_status USING ERRCODE = 'check_violation';
    END IF;
    -- The first officer to start work on an unassigned case is its assignee.
    UPDATE grievance SET status = p_status, assignee = coalesce(assignee, v_member.name) WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'status', p_status, v_member.name, 'grievance status change',
                             jsonb_build_object('status', v_grievance.status), jsonb_build_object('status', p_status));
END $function$;

COMMENT ON FUNCTION public.staff_grievance_move(p_token_sha256 bytea, p_reference text, p_status text) IS 'Changes an open grievance''s status as grievance_status_transition allows.';
