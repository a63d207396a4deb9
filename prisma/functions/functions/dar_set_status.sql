CREATE OR REPLACE FUNCTION public.dar_set_status(p_reference text, p_status text, p_note text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT dar_move(p_reference, p_status, p_note, session_user::text);
$function$;
