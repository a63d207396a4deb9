CREATE OR REPLACE FUNCTION public.cdn_purge_language()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF (OLD.reviewed_by, OLD.reviewed_at) IS DISTINCT FROM (NEW.reviewed_by, NEW.reviewed_at) THEN
        PERFORM cdn_purge_queue(ARRAY['lang:' || NEW.code]);
    END IF;
    IF (to_jsonb(OLD) - 'reviewed_by' - 'reviewed_at') IS DISTINCT FROM (to_jsonb(NEW) - 'reviewed_by' - 'reviewed_at') THEN
        PERFORM cdn_purge_queue(ARRAY['all']);
    END IF;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.cdn_purge_language() IS 'Trigger: a language''s review state changed, queues lang:<code>; any other change to it, all.';
