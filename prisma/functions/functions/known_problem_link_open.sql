CREATE OR REPLACE FUNCTION public.known_problem_link_open(p_id text, p_by text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_linked integer;
BEGIN
    WITH linked AS (
        UPDATE grievance g SET known_problem_id = k.id
        FROM known_problem k
        WHERE k.id = p_id AND g.state = k.state AND g.category = k.category AND (k.lga IS NULL OR g.lga = k.lga)
          AND g.resolved_at IS NULL AND g.known_problem_id IS NULL
        RETURNING g.id
    ), events AS (
        INSERT INTO grievance_event (grievance, kind, body, written_by)
        SELECT linked.id, 'linked', p_id, p_by FROM linked
    )
    SELECT count(*) INTO v_linked FROM linked;
    RETURN v_linked;
END $function$;

COMMENT ON FUNCTION public.known_problem_link_open(p_id text, p_by text) IS 'Links the open cases of a known problem''s place and category that no notice has yet, with a linked event each. Returns how many.';
