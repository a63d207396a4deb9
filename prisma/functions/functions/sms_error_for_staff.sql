CREATE OR REPLACE FUNCTION public.sms_error_for_staff(p_error text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT regexp_replace(p_error, '\+?[0-9][0-9 ]{6,18}[0-9]', '[number]', 'g');
$function$;

COMMENT ON FUNCTION public.sms_error_for_staff(p_error text) IS 'An error or delivery failure as staff may see it: anything that looks like a phone number replaced by [number].';
