CREATE OR REPLACE FUNCTION public.privacy_erase(p_email text)
 RETURNS TABLE(requests_erased integer, subscriptions_deleted integer, grievances_erased integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    address text := lower(btrim(p_email));
    erased integer := 0;
    deleted integer;
    unsent integer;
    reference_ text;
    grievances integer := 0;
    grievance_ integer;
    alerts integer;
BEGIN
    IF address !~ '^[^@\s]+@[^@\s]+$' THEN
        RAISE EXCEPTION 'That is not an e-mail address.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM set_config('nassco.erase_reason', 'on request', true);
    FOR reference_ IN
        SELECT reference FROM data_access_request WHERE lower(btrim(email_address)) = address FOR UPDATE
    LOOP
        -- An open request cannot go on without its contact details.
        UPDATE data_access_request SET status = 'withdrawn', decided_at = now()
        WHERE reference = reference_ AND decided_at IS NULL;
        PERFORM erase_request_details(reference_);
        erased := erased + 1;
    END LOOP;
    -- A grievance given with this address: its contact details and what the person wrote, as
    -- retention erases them; the case stays open for the office, without them.
    FOR grievance_ IN
        SELECT id FROM grievance WHERE lower(btrim(email)) = address AND personal_data_erased_at IS NULL FOR UPDATE
    LOOP
        PERFORM erase_grievance_details(grievance_, 'Erased on request.');
        grievances := grievances + 1;
    END LOOP;
    alerts := payment_alert_stop_number(address, 'erased');
    DELETE FROM newsletter_subscriber WHERE email = address;
    GET DIAGNOSTICS deleted = ROW_COUNT;
    DELETE FROM mail_outbox WHERE lower(recipient) = address;
    GET DIAGNOSTICS unsent = ROW_COUNT;
    PERFORM audit('erasure on request', NULL, NULL,
        jsonb_build_object('requests_erased', erased, 'grievances_erased', grievances, 'subscriptions_deleted', deleted, 'unsent_mail_deleted', unsent,
        'payment_alerts_stopped', alerts));
    RETURN QUERY SELECT erased, deleted, grievances;
END $function$;

COMMENT ON FUNCTION public.privacy_erase(p_email text) IS 'Erases everything held about one e-mail address: its requests'' contact details (open ones withdrawn), its grievances'' contact details and words, its newsletter subscription, its payment alert subscriptions (stopped, the address cleared) and unsent mail. Audited without the address.';
