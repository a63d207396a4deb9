CREATE OR REPLACE FUNCTION public.dar_contact_details_by_ticket(p_ticket bigint)
 RETURNS TABLE(reference text, organization_name text, office_address text, email_address text, phone text, requester_name text, designation text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    ticket audit_log := audit_ticket(p_ticket, 'read personal details');
BEGIN
    RETURN QUERY SELECT r.reference, r.organization_name, r.office_address, r.email_address, r.phone, r.requester_name, r.designation
                 FROM data_access_request r WHERE r.reference = ticket.subject;
END $function$;

COMMENT ON FUNCTION public.dar_contact_details_by_ticket(p_ticket bigint) IS 'The contact details a committed ticket from dar_contact_details_ticket() is for.';
