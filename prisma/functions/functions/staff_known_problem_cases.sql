CREATE OR REPLACE FUNCTION public.staff_known_problem_cases(p_token_sha256 bytea, p_id text)
 RETURNS TABLE(reference text, locale text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
BEGIN
    RETURN QUERY
    SELECT g.reference, g.locale FROM grievance g
    WHERE g.known_problem_id = p_id AND g.resolved_at IS NULL AND grievance_in_desk(v_member, g.state)
    ORDER BY g.created_at, g.id;
END $function$;

COMMENT ON FUNCTION public.staff_known_problem_cases(p_token_sha256 bytea, p_id text) IS 'The open cases linked to a known problem that the officer''s desk covers, oldest first, with each one''s language (for its letter).';
