CREATE OR REPLACE FUNCTION public.grievance_known_problem_link()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NEW.state IS NOT NULL AND NEW.category <> 'fraud' THEN
        SELECT k.id INTO NEW.known_problem_id FROM known_problem_live(NEW.state, NEW.lga, NEW.category) k;
    END IF;
    RETURN NEW;
END $function$;
