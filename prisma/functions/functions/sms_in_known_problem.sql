CREATE OR REPLACE FUNCTION public.sms_in_known_problem(p_phone text, p_id text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_problem known_problem;
BEGIN
    SELECT * INTO v_problem FROM known_problem k
    WHERE k.id = p_id AND k.closed_at IS NULL AND content_is_live(k.status, k.publish_at, k.unpublish_at);
    -- A number that was answered with a notice within the day files its report anyway (the site then files it).
    IF NOT FOUND OR EXISTS (SELECT FROM sms_known_problem_offer o
                            WHERE o.phone_sha256 = sha256(convert_to(p_phone, 'UTF8')) AND o.offered_at > now() - interval '1 day') THEN
        RETURN false;
    END IF;
    DELETE FROM sms_known_problem_offer WHERE offered_at < now() - interval '1 day';
    INSERT INTO sms_known_problem_offer (phone_sha256, known_problem_id) VALUES (sha256(convert_to(p_phone, 'UTF8')), p_id)
    ON CONFLICT (phone_sha256) DO UPDATE SET known_problem_id = EXCLUDED.known_problem_id, offered_at = now();
    PERFORM known_problem_count(p_id, 'sms', false);
    PERFORM sms_queue('known problem', p_phone, 'en',
                      jsonb_build_object('category', v_problem.category, 'state', v_problem.state, 'lga', v_problem.lga,
                                         'expected_on', v_problem.expected_on),
                      NULL, NULL);
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.sms_in_known_problem(p_phone text, p_id text) IS 'Answers a text report that named a live known problem''s LGA with the notice (the known problem message), counts the showing and offers the number, for a day, to file its next report anyway. False, and nothing done, when the notice is no longer live or the number was offered one within the day (its report is then filed).';
