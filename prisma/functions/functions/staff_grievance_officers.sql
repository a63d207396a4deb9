CREATE OR REPLACE FUNCTION public.staff_grievance_officers(p_token_sha256 bytea, p_reference text)
 RETURNS TABLE(name text, display_name text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference);
BEGIN
    RETURN QUERY SELECT a.name, a.display_name FROM staff_account a
                 WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND grievance_in_desk(a, v_grievance.state)
                 ORDER BY a.display_name, a.name;
END $function$;

COMMENT ON FUNCTION public.staff_grievance_officers(p_token_sha256 bytea, p_reference text) IS 'The grievance officers a case may be given to: those whose desk covers its state.';
