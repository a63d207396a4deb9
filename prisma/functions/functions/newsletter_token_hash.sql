CREATE OR REPLACE FUNCTION public.newsletter_token_hash(p_token text)
 RETURNS character
 LANGUAGE sql
 IMMUTABLE STRICT
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT encode(sha256(convert_to(p_token, 'UTF8')), 'hex');
$function$;
