CREATE OR REPLACE FUNCTION public.content_record()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_restoring bigint := nullif(current_setting('nassco.restoring', true), '')::bigint;
BEGIN
    INSERT INTO content_revision (collection, item_id, action, actor, restored_from, before, after)
    VALUES (TG_TABLE_NAME,
            CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
            CASE WHEN v_restoring IS NOT NULL THEN 'restore' ELSE lower(TG_OP) END,
            content_actor(),
            v_restoring,
            CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END,
            CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END);
    RETURN NULL;
END $function$;
