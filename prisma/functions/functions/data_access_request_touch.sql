CREATE OR REPLACE FUNCTION public.data_access_request_touch()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END $function$;
