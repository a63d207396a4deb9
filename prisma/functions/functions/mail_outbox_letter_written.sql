CREATE OR REPLACE FUNCTION public.mail_outbox_letter_written()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    INSERT INTO dar_letter (reference, kind, subject, message_id, written_by)
    VALUES (NEW.request_reference, NEW.kind, NEW.subject, NEW.message_id,
            coalesce(nullif(current_setting('nassco.actor', true), ''), session_user::text));
    INSERT INTO audit_log (action, subject, after)
    VALUES ('letter written', NEW.request_reference, jsonb_build_object('kind', NEW.kind, 'subject', NEW.subject));
    RETURN NEW;
END $function$;
