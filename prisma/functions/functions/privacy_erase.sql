CREATE OR REPLACE FUNCTION public.privacy_erase(p_email text)
 RETURNS TABLE(requests_erased integer, subscriptions_deleted integer)
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
    DELETE FROM newsletter_subscriber WHERE email = address;
    GET DIAGNOSTICS deleted = ROW_COUNT;
    DELETE FROM mail_outbox WHERE lower(recipient) = address;
    GET DIAGNOSTICS unsent = ROW_COUNT;
    PERFORM audit('erasure on request', NULL, NULL,
        jsonb_build_object('requests_erased', erased, 'subscriptions_deleted', deleted, 'unsent_mail_deleted', unsent));
    RETURN QUERY SELECT erased, deleted;
END $function$;
