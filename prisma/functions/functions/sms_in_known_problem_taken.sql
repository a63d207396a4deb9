CREATE OR REPLACE FUNCTION public.sms_in_known_problem_taken(p_phone text)
 RETURNS TABLE(state text, lga text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_id text;
BEGIN
    DELETE FROM sms_known_problem_offer o
    WHERE o.phone_sha256 = sha256(convert_to(p_phone, 'UTF8')) AND o.offered_at > now() - interval '1 day'
    RETURNING o.known_problem_id INTO v_id;
    IF v_id IS NULL THEN
        RETURN;
    END IF;
    PERFORM known_problem_count(v_id, 'sms', true);
    RETURN QUERY SELECT k.state, k.lga FROM known_problem k WHERE k.id = v_id;
END $function$;

COMMENT ON FUNCTION public.sms_in_known_problem_taken(p_phone text) IS 'The place of the known problem this number was answered with within the last day, taking the offer and counting its report as filed anyway: the report is filed there, its category unknown (so linked only to a notice of another problem), for an officer to read.';
