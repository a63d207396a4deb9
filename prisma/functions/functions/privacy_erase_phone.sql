CREATE OR REPLACE FUNCTION public.privacy_erase_phone(p_phone text)
 RETURNS TABLE(requests_erased integer, grievances_erased integer, unsent_sms_deleted integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    erased integer := 0;
    grievances integer := 0;
    unsent integer;
    reference_ text;
    alerts integer;
    grievance_ integer;
BEGIN
    IF p_phone IS NULL OR p_phone !~ '^\+234[1-9][0-9]{7,9}$' THEN
        RAISE EXCEPTION 'That is not a phone number as +234 and the national number.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM set_config('nassco.erase_reason', 'on request', true);
    -- First, so that the count is every message to the number, those of its requests included.
    DELETE FROM sms_outbox WHERE recipient = p_phone AND state IN ('pending', 'sending');
    GET DIAGNOSTICS unsent = ROW_COUNT;
    -- What counted the number's daily cap is the number, to anyone who hashes it.
    UPDATE sms_outbox SET recipient_sha256 = NULL WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8'));
    alerts := payment_alert_stop_number(p_phone, 'erased');
    FOR reference_ IN
        SELECT reference FROM data_access_request WHERE phone = p_phone AND personal_data_erased_at IS NULL FOR UPDATE
    LOOP
        -- An open request cannot go on without its contact details.
        UPDATE data_access_request SET status = 'withdrawn', decided_at = now()
        WHERE reference = reference_ AND decided_at IS NULL;
        PERFORM erase_request_details(reference_);
        erased := erased + 1;
    END LOOP;
    FOR grievance_ IN
        SELECT id FROM grievance WHERE phone = p_phone AND personal_data_erased_at IS NULL FOR UPDATE
    LOOP
        PERFORM erase_grievance_details(grievance_, 'Erased on request.');
        grievances := grievances + 1;
    END LOOP;
    PERFORM audit('erasure on request', NULL, NULL,
        jsonb_build_object('requests_erased', erased, 'grievances_erased', grievances, 'unsent_sms_deleted', unsent,
        'payment_alerts_stopped', alerts));
    RETURN QUERY SELECT erased, grievances, unsent;
END $function$;

COMMENT ON FUNCTION public.privacy_erase_phone(p_phone text) IS 'Erases everything held about one phone number (+234…): its requests'' contact details (open ones withdrawn), its grievances'' contact details and words, its payment alert subscriptions (stopped, the number cleared), and text messages not yet sent to it; clears the hash of the number on those sent. Audited without the number.';
