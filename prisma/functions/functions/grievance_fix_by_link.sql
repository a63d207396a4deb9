CREATE OR REPLACE FUNCTION public.grievance_fix_by_link(p_token text, p_answer text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance g
    WHERE g.fix_token_sha256 = sha256(convert_to(p_token, 'UTF8')) AND g.personal_data_erased_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN
        RETURN 'unknown';
    END IF;
    IF NOT grievance_fix_open(v_case) OR p_answer NOT IN ('yes', 'no') THEN
        RETURN 'closed';
    END IF;
    PERFORM grievance_fix_record(v_case.id, p_answer, 'email');
    RETURN 'answered';
END $function$;

COMMENT ON FUNCTION public.grievance_fix_by_link(p_token text, p_answer text) IS 'The answer (yes or no) pressed on the page a "Was it fixed?" mail link opens: answered, closed (the question is no longer open) or unknown (no such secret, or answered already).';
