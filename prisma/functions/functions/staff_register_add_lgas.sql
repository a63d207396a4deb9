CREATE OR REPLACE FUNCTION public.staff_register_add_lgas(p_token_sha256 bytea, p_states text[], p_lgas text[])
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['admin']);
    v_added integer;
BEGIN
    IF cardinality(p_states) IS DISTINCT FROM cardinality(p_lgas) OR cardinality(p_states) = 0 THEN
        RAISE EXCEPTION 'each LGA needs its state' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    WITH added AS (
        INSERT INTO register_lga_added (state, lga, added_by)
        SELECT s, btrim(l), v_member.name FROM unnest(p_states, p_lgas) AS u(s, l)
        ON CONFLICT DO NOTHING
        RETURNING state, lga
    ), logged AS (
        INSERT INTO audit_log (actor, action, subject, after)
        SELECT v_member.name, 'register LGA added', 'register_lga_added:' || a.state || '/' || a.lga,
               jsonb_build_object('state', a.state, 'lga', a.lga)
        FROM added a
        RETURNING 1
    )
    SELECT count(*)::integer INTO v_added FROM logged;
    RETURN v_added;
END $function$;

COMMENT ON FUNCTION public.staff_register_add_lgas(p_token_sha256 bytea, p_states text[], p_lgas text[]) IS 'An administrator adds new or renamed LGAs (each of a register state) to the register''s list, so that a file may name them; an audit row ''register LGA added'' each, under their name. Returns how many the list did not have.';
