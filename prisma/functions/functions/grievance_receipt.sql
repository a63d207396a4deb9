CREATE OR REPLACE FUNCTION public.grievance_receipt(p_reference text, p_token uuid)
 RETURNS TABLE(reference text, category text, state text, lga text, email text, created_at timestamp with time zone, expected_on date)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT g.reference, g.category, g.state, g.lga, g.email, g.created_at, g.expected_on
    FROM grievance g
    WHERE g.reference = p_reference AND g.receipt_token = p_token AND g.created_at > now() - interval '1 hour'
      AND g.personal_data_erased_at IS NULL;
$function$;

COMMENT ON FUNCTION public.grievance_receipt(p_reference text, p_token uuid) IS 'The grievance a browser has just sent, for its reference and receipt token, within the hour: what the answer page shows. Nothing for anything else.';
