CREATE OR REPLACE FUNCTION public.sms_retry_number(p_message sms_outbox)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    -- Only what went to the case's own number, and a receipt only while it still has its code.
    SELECT CASE WHEN p_message.state = 'dead'
                 AND p_message.kind IN ('grievance receipt', 'grievance status', 'grievance resolved', 'request receipt')
                 AND (p_message.kind <> 'grievance receipt' OR p_message.params ? 'code') THEN coalesce(
        (SELECT g.phone FROM grievance g WHERE g.id = p_message.grievance AND g.may_contact AND g.personal_data_erased_at IS NULL),
        (SELECT r.phone FROM data_access_request r WHERE p_message.grievance IS NULL AND r.reference = p_message.request_reference
                                                      AND r.personal_data_erased_at IS NULL)) END;
$function$;

COMMENT ON FUNCTION public.sms_retry_number(p_message sms_outbox) IS 'The number a dead message may be sent again to: the one its grievance (with consent) or request still has, for a case''s own kinds only, and a receipt only while it keeps its code (a week). Null otherwise.';
