CREATE OR REPLACE FUNCTION public.sms_in_help(p_phone text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM sms_queue('text help', p_phone, 'en', '{}', NULL, NULL);
END $function$;

COMMENT ON FUNCTION public.sms_in_help(p_phone text) IS 'Queues the text help message (what to send to report a problem or ask a status) to the number that sent HELP or a text too short to be a report.';
