CREATE OR REPLACE FUNCTION public.staff_request_contact(p_token_sha256 bytea, p_ticket bigint)
 RETURNS TABLE(reference text, organization_name text, office_address text, email_address text, phone text, requester_name text, designation text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read personal details', v_member.name);
BEGIN
    RETURN QUERY SELECT r.reference, r.organization_name, r.office_address, r.email_address, r.phone, r.requester_name, r.designation
                 FROM data_access_request r WHERE r.reference = v_ticket.subject;
END $function$;
