CREATE OR REPLACE FUNCTION public.payment_alert_subscribe_ussd(p_phone text, p_state text, p_lga text, p_locale text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_answer text := payment_alert_offer(p_phone, p_state, p_lga, p_locale, 'ussd', true);
BEGIN
    IF v_answer = 'on' THEN
        PERFORM sms_queue('payment alerts on', p_phone, p_locale, jsonb_build_object('state', p_state, 'lga', p_lga), NULL, NULL);
    END IF;
    RETURN v_answer;
END $function$;

COMMENT ON FUNCTION public.payment_alert_subscribe_ussd(p_phone text, p_state text, p_lga text, p_locale text) IS 'A USSD caller who chose alerts on the answer screen: confirmed at once (the network gave the number, the caller chose), with the "alerts on" text. Answers on, already or full. For nassco_text alone.';
