CREATE OR REPLACE FUNCTION public.sms_in_opt_out(p_phone text, p_out boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_stopped integer := 0;
BEGIN
    IF p_out THEN
        INSERT INTO sms_opt_out (recipient_sha256) VALUES (sha256(convert_to(p_phone, 'UTF8'))) ON CONFLICT DO NOTHING;
        v_stopped := payment_alert_stop_number(p_phone, 'stop');
    ELSE
        DELETE FROM sms_opt_out WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8'));
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (session_user, CASE WHEN p_out THEN 'sms opt out' ELSE 'sms opt in' END, NULL,
            jsonb_build_object('channel', 'sms', 'payment_alerts_stopped', v_stopped));
END $function$;

COMMENT ON FUNCTION public.sms_in_opt_out(p_phone text, p_out boolean) IS 'STOP (true) or START (false) from a number: records or lifts its opt-out by its digest; STOP also ends every payment alert subscription of the number (START does not bring them back). Audited as the calling login (session_user), without the number. For nassco_text alone.';
