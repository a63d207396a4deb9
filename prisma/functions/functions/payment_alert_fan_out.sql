CREATE OR REPLACE FUNCTION public.payment_alert_fan_out(p_per_minute integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF payment_alert_quiet(now()) OR NOT pg_try_advisory_xact_lock(7260419101) THEN
        RETURN 0;
    END IF;
    RETURN payment_alert_queue(
        least(greatest(p_per_minute, 0), 100000)
        - (SELECT count(*) FROM sms_outbox WHERE kind = 'payment alert' AND created_at > now() - interval '1 minute')::integer
        - (SELECT count(*) FROM mail_outbox WHERE kind = 'payment alert' AND created_at > now() - interval '1 minute')::integer,
        (now() AT TIME ZONE 'Africa/Lagos')::date);
END $function$;

COMMENT ON FUNCTION public.payment_alert_fan_out(p_per_minute integer) IS 'Queues the payment alerts due (payment_alert_queue), one instance at a time, between 07:00 and 20:00 Lagos time, up to p_per_minute in any minute, texts and mails together. Answers how many it queued. For nassco_mail, the SMS sender, before each round.';
