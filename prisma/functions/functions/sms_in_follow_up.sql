CREATE OR REPLACE FUNCTION public.sms_in_follow_up(p_phone text, p_text text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance g
    WHERE g.channel = 'sms' AND g.phone = p_phone AND g.resolved_at IS NULL AND g.status <> 'resolved'
      AND g.personal_data_erased_at IS NULL AND g.created_at > now() - interval '7 days'
    ORDER BY g.created_at DESC LIMIT 1
    FOR UPDATE;
    IF NOT FOUND OR btrim(coalesce(p_text, '')) = '' THEN
        RETURN false;
    END IF;
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (v_case.id, 'note', left(btrim(p_text), 4000), 'sms');
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (session_user, 'grievance message', v_case.reference, jsonb_build_object('channel', 'sms'));
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.sms_in_follow_up(p_phone text, p_text text) IS 'Adds a text to the sender''s open SMS case of the last seven days, as a note written by sms, and returns true; false (and nothing stored) when there is none. Never says which case. Audited as the calling login (session_user), without the number or the words. For nassco_text alone.';
