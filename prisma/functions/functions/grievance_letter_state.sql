CREATE OR REPLACE FUNCTION public.grievance_letter_state()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    UPDATE grievance_letter SET state = NEW.state, sent_at = NEW.sent_at WHERE message_id = NEW.message_id;
    RETURN NEW;
END $function$;
