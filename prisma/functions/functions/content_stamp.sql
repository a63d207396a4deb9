CREATE OR REPLACE FUNCTION public.content_stamp()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        NEW.created_by := OLD.created_by;
        NEW.created_at := OLD.created_at;
        NEW.updated_by := OLD.updated_by;
        NEW.updated_at := OLD.updated_at;
        IF NEW IS NOT DISTINCT FROM OLD THEN RETURN NULL; END IF;
    ELSE
        NEW.created_by := content_actor();
        NEW.created_at := clock_timestamp();
    END IF;
    NEW.updated_by := content_actor();
    NEW.updated_at := clock_timestamp();
    RETURN NEW;
END $function$;
