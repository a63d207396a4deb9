CREATE OR REPLACE FUNCTION public.known_problem_place_checked()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NEW.lga IS NOT NULL AND NOT EXISTS (SELECT FROM register_lga r WHERE r.state = NEW.state AND r.name = NEW.lga) THEN
        RAISE EXCEPTION '"%" is not an LGA of %', NEW.lga, NEW.state
            USING ERRCODE = 'check_violation', CONSTRAINT = 'known_problem_lga_check', TABLE = 'known_problem';
    END IF;
    RETURN NEW;
END $function$;
