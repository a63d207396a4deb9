CREATE OR REPLACE FUNCTION public.staff_grievance_ticket(p_token_sha256 bytea, p_reference text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference);
    v_ticket bigint;
BEGIN
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'read grievance', v_grievance.reference)
    RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $function$;

COMMENT ON FUNCTION public.staff_grievance_ticket(p_token_sha256 bytea, p_reference text) IS 'Records in the audit log that the officer reads a grievance (its description, in the person''s words); the ticket is good for staff_grievance_description once its transaction has committed.';
