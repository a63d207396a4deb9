CREATE OR REPLACE FUNCTION public.grievance_fix_by_code(p_reference text, p_code_sha256 bytea, p_answer text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance g WHERE g.reference = upper(btrim(p_reference)) AND g.status_code_sha256 = p_code_sha256;
    IF NOT FOUND OR NOT grievance_fix_open(v_case) OR p_answer NOT IN ('yes', 'no') THEN
        RETURN false;
    END IF;
    PERFORM grievance_fix_record(v_case.id, p_answer, 'web');
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.grievance_fix_by_code(p_reference text, p_code_sha256 bytea, p_answer text) IS 'An answer to "Was it fixed?" on the status page, for the reference and the SHA-256 of its code: true when recorded, false when there is no such case or its question is not open.';
