CREATE OR REPLACE FUNCTION public.staff_grievance_desk(p_token_sha256 bytea)
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT (staff_member(p_token_sha256, ARRAY['grievance_officer'])).desk_state
$function$;

COMMENT ON FUNCTION public.staff_grievance_desk(p_token_sha256 bytea) IS 'The signed-in grievance officer''s state desk, or null for the national office.';
