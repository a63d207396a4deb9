CREATE OR REPLACE FUNCTION public.content_translation_follows()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_collection text := TG_TABLE_NAME;
BEGIN
    IF NEW.translation_of IS NOT NULL THEN
        NEW.source_revision := content_words_revision(v_collection, NEW.translation_of);
    END IF;
    RETURN NEW;
END $function$;
