CREATE OR REPLACE FUNCTION public.content_locale_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM pg_notify('nassco_site_data_changed', 'content_locale');
    RETURN NULL;
END $function$;
