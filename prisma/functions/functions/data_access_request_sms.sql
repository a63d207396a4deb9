CREATE OR REPLACE FUNCTION public.data_access_request_sms()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM sms_queue('request receipt', NEW.phone, NEW.locale, jsonb_build_object('reference', NEW.reference), NULL, NEW.reference);
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.data_access_request_sms() IS 'Trigger: on a data access request inserted with a phone number, queues its "request receipt" to that number.';
