CREATE OR REPLACE FUNCTION public.staff_grievance_note(p_token_sha256 bytea, p_reference text, p_body text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    -- The note's words stay in the case's history only: the audit log records that one was written.
    PERFORM grievance_record(v_grievance, 'note', p_body, v_member.name, 'grievance note', NULL, NULL);
END $function$;

COMMENT ON FUNCTION public.staff_grievance_note(p_token_sha256 bytea, p_reference text, p_body text) IS 'An internal note on a grievance, for staff only: the person never sees it.';
