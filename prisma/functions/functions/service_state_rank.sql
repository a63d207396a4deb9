CREATE OR REPLACE FUNCTION public.service_state_rank(p_state text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
    SELECT CASE p_state WHEN 'down' THEN 3 WHEN 'slow' THEN 2 WHEN 'planned' THEN 1 ELSE 0 END
$function$;
