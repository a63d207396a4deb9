CREATE OR REPLACE FUNCTION public.grievance_in_desk(p_member staff_account, p_state text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT p_member.desk_state IS NULL OR p_member.desk_state = p_state;
$function$;

COMMENT ON FUNCTION public.grievance_in_desk(p_member staff_account, p_state text) IS 'Whether a grievance officer''s desk covers a state: the national office (no desk_state) covers every state, a state desk only its own.';
