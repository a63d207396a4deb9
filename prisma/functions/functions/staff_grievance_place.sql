CREATE OR REPLACE FUNCTION public.staff_grievance_place(p_token_sha256 bytea, p_reference text, p_state text, p_lga text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance;
    v_lga text := nullif(btrim(p_lga), '');
BEGIN
    IF v_member.desk_state IS NOT NULL THEN
        RAISE EXCEPTION 'only the national office places a case in a state' USING ERRCODE = 'insufficient_privilege';
    END IF;
    v_grievance := grievance_for_member(v_member, p_reference, true);
    IF v_grievance.state IS NOT NULL THEN
        RAISE EXCEPTION 'grievance % is already in %', p_reference, v_grievance.state USING ERRCODE = 'check_violation';
    END IF;
    IF NOT EXISTS (SELECT FROM register_state s WHERE s.name = p_state) THEN
        RAISE EXCEPTION 'there is no state % in the register', p_state USING ERRCODE = 'check_violation', CONSTRAINT = 'grievance_state_check';
    END IF;
    -- As the web form checks it: an LGA the register names for that state (the app gives its spelling).
    IF v_lga IS NOT NULL AND NOT EXISTS (SELECT FROM lga_summary l WHERE l.state = p_state AND l.lga = v_lga AND NOT l.is_total) THEN
        RAISE EXCEPTION 'there is no LGA % in %', v_lga, p_state USING ERRCODE = 'check_violation', CONSTRAINT = 'grievance_lga_check';
    END IF;
    UPDATE grievance SET state = p_state, lga = v_lga WHERE id = v_grievance.id;
    PERFORM grievance_record(v_grievance, 'placed', concat_ws(', ', v_lga, p_state), v_member.name, 'grievance placed',
                             jsonb_build_object('state', NULL, 'lga', v_grievance.lga), jsonb_build_object('state', p_state, 'lga', v_lga));
END $function$;

COMMENT ON FUNCTION public.staff_grievance_place(p_token_sha256 bytea, p_reference text, p_state text, p_lga text) IS 'The national office places a grievance that came without a state (a free SMS) in a register state and, optionally, one of its LGAs; a placed event and an audit row. Refused for a state desk and for a case that has a state.';
