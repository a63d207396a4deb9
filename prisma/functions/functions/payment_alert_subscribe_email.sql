CREATE OR REPLACE FUNCTION public.payment_alert_subscribe_email(p_email text, p_state text, p_lga text, p_locale text, p_token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_answer text := payment_alert_offer('email', lower(btrim(p_email)), p_token, p_state, p_lga, p_locale, 'web', false);
BEGIN
    IF v_answer = 'pending' THEN
        PERFORM mail_queue('payment alert confirmation', p_token, jsonb_build_object('locale', p_locale));
    END IF;
    RETURN v_answer;
END $function$;

COMMENT ON FUNCTION public.payment_alert_subscribe_email(p_email text, p_state text, p_lga text, p_locale text, p_token text) IS 'An e-mail address given on an LGA''s payment page: a pending subscription whose links carry p_token, and the mail asking its owner to press the confirm link (mail_queue, bounded a minute). Answers pending, waiting, already or full. For nassco_app alone.';
