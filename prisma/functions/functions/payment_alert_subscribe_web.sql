CREATE OR REPLACE FUNCTION public.payment_alert_subscribe_web(p_phone text, p_state text, p_lga text, p_locale text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_answer text := payment_alert_offer(p_phone, p_state, p_lga, p_locale, 'web', false);
BEGIN
    IF v_answer = 'pending' THEN
        PERFORM sms_queue('payment alert confirm', p_phone, p_locale, jsonb_build_object('state', p_state, 'lga', p_lga), NULL, NULL);
    END IF;
    RETURN v_answer;
END $function$;

COMMENT ON FUNCTION public.payment_alert_subscribe_web(p_phone text, p_state text, p_lga text, p_locale text) IS 'A number given on an LGA''s payment page: a pending subscription and the text asking the phone to reply YES. Answers pending, already or full. For nassco_app alone.';
