CREATE OR REPLACE FUNCTION public.sms_in_payment_answer(p_phone text, p_locale text, p_params jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_answer text := p_params ->> 'answer';
    v_state  text := p_params ->> 'state';
    v_lga    text := p_params ->> 'lga';
    v_window payment_window;
    v_params jsonb;
BEGIN
    IF v_answer IS NULL OR v_answer NOT IN ('window', 'none', 'which', 'nearest', 'how') THEN
        RAISE EXCEPTION 'a payment answer is window, none, which, nearest or how, not %', v_answer USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_answer IN ('window', 'none', 'nearest')
       AND NOT EXISTS (SELECT 1 FROM register_lga WHERE state = v_state AND name = v_lga) THEN
        RAISE EXCEPTION 'no LGA % in %', v_lga, v_state USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_answer = 'which' AND (jsonb_typeof(p_params -> 'states') IS DISTINCT FROM 'array'
       OR jsonb_array_length(p_params -> 'states') < 2
       OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(p_params -> 'states') AS named (state)
                  WHERE NOT EXISTS (SELECT 1 FROM register_lga WHERE register_lga.state = named.state AND lower(name) = lower(v_lga)))) THEN
        RAISE EXCEPTION 'the states named for % are not the states that have it', v_lga USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_answer = 'window' THEN
        SELECT * INTO v_window FROM payment_window
        WHERE id = p_params ->> 'window' AND locale = 'en' AND content_is_live(status, publish_at, unpublish_at)
          AND provenance <> 'illustrative' AND state = v_state AND lgas @> ARRAY[v_lga];
        IF NOT FOUND THEN
            RAISE EXCEPTION 'no live, confirmed window % for % in %', p_params ->> 'window', v_lga, v_state
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        v_params := jsonb_build_object('answer', 'window', 'state', v_state, 'lga', v_lga,
                                       'opens_on', v_window.opens_on, 'closes_on', v_window.closes_on,
                                       'amount_naira', v_window.amount_naira, 'by_bank', v_window.by_bank,
                                       'by_wallet', v_window.by_wallet, 'at_pay_points', v_window.at_pay_points,
                                       'pause_reason', v_window.pause_reason);
    ELSE
        v_params := jsonb_strip_nulls(jsonb_build_object('answer', v_answer, 'state', v_state, 'lga', v_lga,
                                                         'states', p_params -> 'states'));
    END IF;
    -- The answer leaves an offer of alerts for the LGA, which the number takes by replying YES.
    IF v_answer IN ('window', 'none')
       AND payment_alert_offer(p_phone, v_state, v_lga, p_locale, 'sms', false) = 'pending' THEN
        v_params := v_params || jsonb_build_object('offer', true);
    END IF;
    PERFORM sms_queue('payment answer', p_phone, p_locale, v_params, NULL, NULL);
END $function$;

COMMENT ON FUNCTION public.sms_in_payment_answer(p_phone text, p_locale text, p_params jsonb) IS 'Queues the payment answer to the number that texted PAY <LGA>: the dates, amount, ways and pause of the live window the site chose (read here from payment_window, never taken from the caller, and never an illustrative one), or that none is announced, or which states have that LGA, or the nearest name, or how to ask. Every LGA and state named must be in register_lga. A window or none answer also leaves a pending alert subscription for the LGA (offer: true in the params while it is new), which YES confirms. For nassco_text alone.';
