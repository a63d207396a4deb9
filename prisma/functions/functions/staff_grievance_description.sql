CREATE OR REPLACE FUNCTION public.staff_grievance_description(p_token_sha256 bytea, p_ticket bigint)
 RETURNS TABLE(reference text, description text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read grievance', v_member.name);
    -- The desk is checked again: a ticket is no way round it.
    v_grievance grievance := grievance_for_member(v_member, v_ticket.subject);
BEGIN
    RETURN QUERY SELECT v_grievance.reference, v_grievance.description;
END $function$;

COMMENT ON FUNCTION public.staff_grievance_description(p_token_sha256 bytea, p_ticket bigint) IS 'A grievance''s description (what happened, in the person''s words), for a committed ticket of the officer''s from staff_grievance_ticket.';
