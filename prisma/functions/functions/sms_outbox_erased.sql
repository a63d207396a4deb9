CREATE OR REPLACE FUNCTION public.sms_outbox_erased()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    UPDATE sms_outbox
    SET state = CASE WHEN state IN ('pending', 'sending') THEN 'dead' ELSE state END,
        last_error = CASE WHEN state IN ('pending', 'sending') THEN 'Not sent: the personal details of its case were erased.' ELSE last_error END,
        recipient = NULL, params = params - 'code'
    WHERE (recipient IS NOT NULL OR params ? 'code')
      AND CASE TG_TABLE_NAME WHEN 'grievance' THEN grievance = (to_jsonb(NEW) ->> 'id')::integer
                             ELSE request_reference = to_jsonb(NEW) ->> 'reference' END;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.sms_outbox_erased() IS 'Trigger: when a grievance''s or request''s personal details are erased, its messages lose their number and code, and those not yet sent are given up.';
