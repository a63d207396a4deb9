CREATE OR REPLACE FUNCTION public.mail_outbox_delivery_state()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    UPDATE newsletter_delivery SET state = NEW.state, sent_at = NEW.sent_at WHERE message_id = NEW.message_id;
    RETURN NEW;
END $function$;
