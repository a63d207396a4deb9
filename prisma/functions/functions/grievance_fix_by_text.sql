CREATE OR REPLACE FUNCTION public.grievance_fix_by_text(p_phone text, p_reference text, p_answer text, p_channel text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_id integer;
    v_reference text;
BEGIN
    IF p_channel NOT IN ('sms', 'ussd') OR p_answer NOT IN ('yes', 'no') OR p_phone IS NULL THEN
        RAISE EXCEPTION 'an answer by text is yes or no, by sms or ussd, from a number' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT g.id, g.reference INTO v_id, v_reference FROM grievance g
    WHERE g.phone = p_phone AND g.fix_answer IS NULL AND g.resolved_at IS NOT NULL AND grievance_fix_open(g)
      AND g.personal_data_erased_at IS NULL AND (p_reference IS NULL OR g.reference = upper(btrim(p_reference)))
    ORDER BY g.resolved_at DESC LIMIT 1;
    IF v_id IS NULL THEN
        RETURN NULL;
    END IF;
    PERFORM grievance_fix_record(v_id, p_answer, p_channel);
    RETURN v_reference;
END $function$;

COMMENT ON FUNCTION public.grievance_fix_by_text(p_phone text, p_reference text, p_answer text, p_channel text) IS 'An answer to "Was it fixed?" from a number (+234…): by sms (p_reference null: the number''s most recently resolved case whose question is open) or by ussd (the case it names, when the number is the case''s). The case''s reference, or null when there is none to answer. For nassco_text.';
