CREATE OR REPLACE FUNCTION public.dar_receipt_sms(p_reference text, p_receipt_token uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT EXISTS (
        SELECT FROM data_access_request r
        JOIN sms_outbox o ON o.request_reference = r.reference AND o.kind = 'request receipt'
        WHERE r.reference = p_reference AND r.receipt_token = p_receipt_token AND r.created_at > now() - interval '1 hour'
          AND o.state NOT IN ('capped', 'dead'));
$function$;

COMMENT ON FUNCTION public.dar_receipt_sms(p_reference text, p_receipt_token uuid) IS 'Whether a receipt SMS is on its way (queued, being sent or sent; not capped or given up) for the data access request this receipt (reference and token, within the hour) was issued for: the answer page says so.';
