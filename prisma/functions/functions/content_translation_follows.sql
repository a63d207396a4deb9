CREATE OR REPLACE FUNCTION public.content_translation_follows()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NEW.translation_of IS NOT NULL THEN
        NEW.source_revision := content_words_revision(TG_TABLE_NAME, NEW.translation_of);
    END IF;
    RETURN NEW;
END $function$;
