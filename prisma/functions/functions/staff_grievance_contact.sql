CREATE OR REPLACE FUNCTION public.staff_grievance_contact(p_token_sha256 bytea, p_ticket bigint)
 RETURNS TABLE(reference text, contact_name text, phone text, email text, may_contact boolean, erased_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read grievance contact details', v_member.name);
    -- The desk is checked again: a ticket is no way round it.
    v_grievance grievance := grievance_for_member(v_member, v_ticket.subject);
BEGIN
    RETURN QUERY SELECT v_grievance.reference, v_grievance.contact_name, v_grievance.phone, v_grievance.email,
                        v_grievance.may_contact, v_grievance.personal_data_erased_at;
END $function$;

COMMENT ON FUNCTION public.staff_grievance_contact(p_token_sha256 bytea, p_ticket bigint) IS 'A grievance''s contact details (name, phone, e-mail, consent), for a committed ticket of the officer''s from staff_grievance_contact_ticket.';
