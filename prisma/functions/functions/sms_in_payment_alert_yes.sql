CREATE OR REPLACE FUNCTION public.sms_in_payment_alert_yes(p_phone text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_row payment_alert_subscription;
    v_count integer := 0;
BEGIN
    FOR v_row IN
        UPDATE payment_alert_subscription SET confirmed_at = now()
        WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8')) AND stopped_at IS NULL
          AND confirmed_at IS NULL AND confirm_by > now()
        RETURNING *
    LOOP
        PERFORM sms_queue('payment alerts on', p_phone, v_row.locale, jsonb_build_object('state', v_row.state, 'lga', v_row.lga), NULL, NULL);
        v_count := v_count + 1;
    END LOOP;
    IF v_count > 0 THEN
        PERFORM audit('payment alert confirmed', NULL, NULL, jsonb_build_object('via', 'sms', 'subscriptions', v_count));
    END IF;
    RETURN v_count;
END $function$;

COMMENT ON FUNCTION public.sms_in_payment_alert_yes(p_phone text) IS 'YES from a number: confirms its pending payment alerts, each with its "alerts on" text; answers how many (none: the caller sends the help text). For nassco_text alone.';
