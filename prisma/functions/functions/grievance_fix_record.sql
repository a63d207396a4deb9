CREATE OR REPLACE FUNCTION public.grievance_fix_record(p_id integer, p_answer text, p_by text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance WHERE id = p_id FOR UPDATE;
    IF NOT grievance_fix_open(v_case) OR p_answer NOT IN ('yes', 'no') THEN
        RAISE EXCEPTION 'Grievance % has no open question.', v_case.reference USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    UPDATE grievance SET fix_answer = p_answer, fix_answered_at = now(), fix_answered_by = p_by, fix_token_sha256 = NULL WHERE id = p_id;
    PERFORM grievance_record(v_case, 'answer', p_answer, p_by, 'grievance fix answer', NULL,
                             jsonb_build_object('fix_answer', p_answer, 'channel', p_by));
    IF p_answer = 'yes' THEN
        IF p_by = 'sms' THEN
            PERFORM sms_queue('grievance fix thanks', v_case.phone, v_case.locale, jsonb_build_object('reference', v_case.reference),
                              v_case.id, NULL);
        END IF;
        RETURN;
    END IF;
    -- Not fixed: in progress again, one level up (the national office is the top), with a promise of its own.
    UPDATE grievance
    SET status = 'in-progress', resolution = NULL, resolved_at = NULL, level = 'national', escalated_at = coalesce(escalated_at, now()),
        reopened_at = now(), reopen_count = reopen_count + 1, reopen_expected_on = working_day_after(now(), 10)
    WHERE id = p_id;
    PERFORM grievance_record(v_case, 'reopened', NULL, p_by, 'grievance reopened',
                             jsonb_build_object('status', v_case.status, 'resolution', v_case.resolution, 'level', v_case.level),
                             jsonb_build_object('status', 'in-progress', 'level', 'national'));
END $function$;

COMMENT ON FUNCTION public.grievance_fix_record(p_id integer, p_answer text, p_by text) IS 'Records the person''s answer to "Was it fixed?" (yes or no, by sms, ussd, web or email) in the case''s history and the audit log. Yes closes the round (a text that said yes is thanked); no reopens the case with the national office and a promise of 10 working days, which the status SMS trigger tells the person. For the answering functions; no login may call it.';
