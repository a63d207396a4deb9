CREATE OR REPLACE FUNCTION public.vacancy_closes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
    NEW.unpublish_at := (NEW.closes_on + 1)::timestamp AT TIME ZONE 'Africa/Lagos';
    RETURN NEW;
END $function$;
