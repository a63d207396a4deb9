CREATE OR REPLACE FUNCTION public.grievance_number_text(p_number bigint)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE STRICT SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT CASE WHEN p_number < 1000000 THEN lpad(p_number::text, 6, '0') ELSE p_number::text END;
$function$;

COMMENT ON FUNCTION public.grievance_number_text(p_number bigint) IS 'A grievance''s number as its reference shows it: six digits at least, never cut.';
