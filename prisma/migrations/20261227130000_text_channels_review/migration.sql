-- Issue 51, the review's findings on the text channels' database.

-- ---------------------------------------------------------------------------
-- 1. A request's unsent text messages were given up twice on erasure: by erase_request_details and
-- by the trigger sms_outbox_erased, which does it for grievances and requests alike. The trigger
-- stays; the function no longer repeats it.

CREATE OR REPLACE FUNCTION public.erase_request_details(p_where_reference text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    DELETE FROM dar_attachment WHERE reference = p_where_reference;
    UPDATE data_access_request
    SET organization_name = NULL, office_address = NULL, email_address = NULL, phone = NULL, requester_name = NULL, designation = NULL,
        location_lgas = NULL, location_wards = NULL, location_communities = NULL,
        household_criteria = '{}', individual_criteria = '{}', decision_note = NULL, receipt_token = NULL,
        purpose = NULL, data_period = NULL, data_format = NULL, data_protection = NULL, status_code_sha256 = NULL,
        personal_data_erased_at = now()
    WHERE reference = p_where_reference AND personal_data_erased_at IS NULL;
    UPDATE audit_log
    SET before = audit_redact_note(before), after = audit_redact_note(after)
    WHERE subject = p_where_reference
      AND (jsonb_typeof(before -> 'decision_note') = 'string' OR jsonb_typeof(after -> 'decision_note') = 'string');
$function$;

-- ---------------------------------------------------------------------------
-- 2. Staff may send again only what went to the case's own number (a status reply or a state
-- office's number went to whoever asked), and a receipt only while its code is kept: a receipt
-- given up has lost its code, which is never stored anywhere else.

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
