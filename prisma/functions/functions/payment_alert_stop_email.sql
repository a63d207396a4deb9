CREATE OR REPLACE FUNCTION public.payment_alert_stop_email(p_token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    UPDATE payment_alert_subscription
    SET stopped_at = now(), stopped_why = 'stop', recipient = NULL, recipient_sha256 = NULL
    WHERE link_token = p_token;
    IF NOT FOUND THEN
        RETURN 'gone';
    END IF;
    PERFORM audit('payment alert stopped', NULL, NULL, jsonb_build_object('channel', 'email', 'subscriptions', 1));
    RETURN 'stopped';
END $function$;

COMMENT ON FUNCTION public.payment_alert_stop_email(p_token text) IS 'The stop link''s button (or a mail program''s one-click unsubscribe): the subscription its secret names stops, and its address and secret are cleared. Answers stopped or gone. Audited without the address. For nassco_app alone.';
