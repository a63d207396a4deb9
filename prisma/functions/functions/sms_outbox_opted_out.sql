CREATE OR REPLACE FUNCTION public.sms_outbox_opted_out()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NEW.state IN ('pending', 'sending')
       AND EXISTS (SELECT 1 FROM sms_opt_out o WHERE o.recipient_sha256 = NEW.recipient_sha256) THEN
        NEW.state := 'dead';
        NEW.recipient := NULL;
        NEW.params := NEW.params - 'code';
        NEW.last_error := 'not sent: the number sent STOP';
    END IF;
    RETURN NEW;
END $function$;

COMMENT ON FUNCTION public.sms_outbox_opted_out() IS 'Gives up, as it is queued, a message to a number that sent STOP: kept as dead with the reason, without the number or a code.';
