CREATE OR REPLACE FUNCTION public.payment_alert_stop_number(p_phone text, p_why text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_count integer;
BEGIN
    UPDATE payment_alert_subscription
    SET stopped_at = now(), stopped_why = p_why, recipient = NULL, recipient_sha256 = NULL
    WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8')) AND stopped_at IS NULL;
    GET DIAGNOSTICS v_count = ROW_COUNT;
    RETURN v_count;
END $function$;

COMMENT ON FUNCTION public.payment_alert_stop_number(p_phone text, p_why text) IS 'Stops every payment alert subscription of a number (+234…) or a lower-cased e-mail address and clears it from them; answers how many. Called by sms_in_opt_out, privacy_erase_phone and privacy_erase; no login may call it.';
