CREATE OR REPLACE FUNCTION public.dar_receipt(p_reference text, p_token uuid)
 RETURNS SETOF data_access_request
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT * FROM data_access_request
    WHERE reference = p_reference AND receipt_token = p_token AND created_at > now() - interval '1 hour';
$function$;
