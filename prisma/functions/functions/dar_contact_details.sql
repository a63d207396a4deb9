CREATE OR REPLACE PROCEDURE public.dar_contact_details(IN p_reference text, INOUT organization_name text DEFAULT NULL::text, INOUT office_address text DEFAULT NULL::text, INOUT email_address text DEFAULT NULL::text, INOUT phone text DEFAULT NULL::text, INOUT requester_name text DEFAULT NULL::text, INOUT designation text DEFAULT NULL::text)
 LANGUAGE plpgsql
AS $procedure$
DECLARE
    ticket bigint;
BEGIN
    ticket := public.dar_contact_details_ticket(p_reference);
    COMMIT;
    SELECT d.organization_name, d.office_address, d.email_address, d.phone, d.requester_name, d.designation
    INTO organization_name, office_address, email_address, phone, requester_name, designation
    FROM public.dar_contact_details_by_ticket(ticket) d;
END $procedure$;

COMMENT ON PROCEDURE public.dar_contact_details(IN p_reference text, INOUT organization_name text, INOUT office_address text, INOUT email_address text, INOUT phone text, INOUT requester_name text, INOUT designation text) IS 'CALL dar_contact_details(''DAR-…''): records the read under your login, commits it, then returns the contact details. Works only on its own, not inside BEGIN … COMMIT.';
