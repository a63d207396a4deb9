CREATE OR REPLACE FUNCTION public.sms_in_opt_out(p_phone text, p_out boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF p_out THEN
        INSERT INTO sms_opt_out (recipient_sha256) VALUES (sha256(convert_to(p_phone, 'UTF8'))) ON CONFLICT DO NOTHING;
    ELSE
        DELETE FROM sms_opt_out WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8'));
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (session_user, CASE WHEN p_out THEN 'sms opt out' ELSE 'sms opt in' END, NULL, jsonb_build_object('channel', 'sms'));
END $function$;

COMMENT ON FUNCTION public.sms_in_opt_out(p_phone text, p_out boolean) IS 'STOP (true) or START (false) from a number: records or lifts its opt-out by its digest; audited as the calling login (session_user), without the number. For nassco_text alone.';
