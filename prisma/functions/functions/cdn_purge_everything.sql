CREATE OR REPLACE FUNCTION public.cdn_purge_everything()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_changed boolean;
BEGIN
    IF TG_OP = 'INSERT' THEN
        EXECUTE 'SELECT EXISTS (SELECT FROM new_rows)' INTO v_changed;
    ELSIF TG_OP = 'DELETE' THEN
        EXECUTE 'SELECT EXISTS (SELECT FROM old_rows)' INTO v_changed;
    ELSE
        EXECUTE 'SELECT EXISTS (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows)' INTO v_changed;
    END IF;
    IF v_changed THEN
        PERFORM cdn_purge_queue(ARRAY['all']);
    END IF;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.cdn_purge_everything() IS 'Trigger: what every page shows changed (contact_channel): a statement that changed a row queues all.';
