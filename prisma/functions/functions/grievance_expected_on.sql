CREATE OR REPLACE FUNCTION public.grievance_expected_on()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    NEW.expected_on := working_day_after(NEW.created_at, 21);
    RETURN NEW;
END $function$;
