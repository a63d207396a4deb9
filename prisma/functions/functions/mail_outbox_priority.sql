CREATE OR REPLACE FUNCTION public.mail_outbox_priority()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    NEW.priority := (SELECT priority FROM mail_kind WHERE kind = NEW.kind);
    RETURN NEW;
END $function$;
