CREATE OR REPLACE FUNCTION public.payment_alert_subscription_clear_link()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
    IF NEW.recipient IS NULL THEN
        NEW.link_token := NULL;
    END IF;
    RETURN NEW;
END $function$;
