CREATE OR REPLACE FUNCTION public.grievance_receipt_sms(p_reference text, p_receipt_token uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT EXISTS (
        SELECT FROM grievance g JOIN sms_outbox o ON o.grievance = g.id AND o.kind = 'grievance receipt'
        WHERE g.reference = p_reference AND g.receipt_token = p_receipt_token AND g.created_at > now() - interval '1 hour'
          AND o.state NOT IN ('capped', 'dead'));
$function$;

COMMENT ON FUNCTION public.grievance_receipt_sms(p_reference text, p_receipt_token uuid) IS 'Whether a receipt SMS is on its way (queued, being sent or sent; not capped or given up) for the grievance this receipt (reference and token, within the hour) was issued for: the answer page says so.';
