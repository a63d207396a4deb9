CREATE OR REPLACE FUNCTION public.payment_alert_confirm_email(p_token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_row payment_alert_subscription;
BEGIN
    SELECT * INTO v_row FROM payment_alert_subscription WHERE link_token = p_token FOR UPDATE;
    IF NOT FOUND THEN
        RETURN 'gone';
    ELSIF v_row.confirmed_at IS NOT NULL THEN
        RETURN 'confirmed';
    ELSIF v_row.confirm_by <= now() THEN
        RETURN 'expired';
    END IF;
    UPDATE payment_alert_subscription SET confirmed_at = now() WHERE id = v_row.id;
    PERFORM audit('payment alert confirmed', NULL, NULL, jsonb_build_object('via', 'email', 'subscriptions', 1));
    RETURN 'confirmed';
END $function$;

COMMENT ON FUNCTION public.payment_alert_confirm_email(p_token text) IS 'The confirm link''s button: the subscription its secret names goes live, if it is still pending and in time. Answers confirmed, expired or gone. Audited without the address. For nassco_app alone.';
