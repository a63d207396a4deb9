CREATE OR REPLACE FUNCTION public.dar_contact_details_ticket(p_reference text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    ticket bigint;
BEGIN
    IF NOT EXISTS (SELECT FROM data_access_request WHERE reference = p_reference) THEN
        RAISE EXCEPTION 'There is no data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO audit_log (action, subject) VALUES ('read personal details', p_reference) RETURNING id INTO ticket;
    RETURN ticket;
END $function$;

COMMENT ON FUNCTION public.dar_contact_details_ticket(p_reference text) IS 'Records a read of one request''s contact details and returns the ticket for dar_contact_details_by_ticket(). CALL dar_contact_details(reference) does both.';
