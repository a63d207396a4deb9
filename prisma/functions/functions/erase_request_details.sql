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
