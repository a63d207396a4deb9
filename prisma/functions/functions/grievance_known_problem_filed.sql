CREATE OR REPLACE FUNCTION public.grievance_known_problem_filed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NEW.known_problem_id IS NULL THEN
        RETURN NULL;
    END IF;
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (NEW.id, 'linked', NEW.known_problem_id, 'system');
    IF NEW.channel IN ('web', 'ussd') THEN
        PERFORM known_problem_count(NEW.known_problem_id, NEW.channel, true);
    END IF;
    RETURN NULL;
END $function$;
