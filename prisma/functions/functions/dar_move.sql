CREATE OR REPLACE FUNCTION public.dar_move(p_reference text, p_status text, p_note text, p_actor text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    current_status text;
    allowed text;
BEGIN
    SELECT status INTO current_status FROM data_access_request WHERE reference = p_reference FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no data access request %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    SELECT string_agg(to_status, ', ' ORDER BY to_status) INTO allowed FROM dar_status_transition WHERE from_status = current_status;
    IF NOT EXISTS (SELECT FROM dar_status_transition WHERE from_status = current_status AND to_status = p_status) THEN
        RAISE EXCEPTION 'Request % is %; it cannot move to %.', p_reference, current_status, p_status
            USING ERRCODE = 'check_violation',
                  HINT = CASE WHEN allowed IS NULL THEN format('%s is final.', current_status)
                              ELSE format('From %s it can move to: %s.', current_status, allowed) END;
    END IF;
    IF p_status IN ('needs_information', 'approved', 'declined') AND coalesce(btrim(p_note), '') = '' THEN
        RAISE EXCEPTION 'Moving request % to % needs a note: %.', p_reference, p_status,
            CASE p_status WHEN 'needs_information' THEN 'what information is needed' ELSE 'the reason for the decision' END
            USING ERRCODE = 'not_null_violation';
    END IF;
    UPDATE data_access_request
    SET status = p_status,
        decision_note = coalesce(nullif(btrim(p_note), ''), decision_note),
        decided_at = CASE WHEN p_status IN ('approved', 'declined', 'withdrawn') THEN now() END,
        assignee = coalesce(assignee, p_actor)
    WHERE reference = p_reference;
    RETURN p_status;
END $function$;
