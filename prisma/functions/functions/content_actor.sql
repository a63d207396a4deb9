CREATE OR REPLACE FUNCTION public.content_actor()
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
    SELECT coalesce(nullif(current_setting('nassco.actor', true), ''), session_user::text)
$function$;
