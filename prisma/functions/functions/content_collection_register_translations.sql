CREATE OR REPLACE FUNCTION public.content_collection_register_translations(p_table regclass)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
    EXECUTE format('ALTER TABLE %s ADD COLUMN source_revision bigint', p_table);
    EXECUTE format('CREATE TRIGGER content_translation_follows BEFORE INSERT OR UPDATE ON %s FOR EACH ROW EXECUTE FUNCTION content_translation_follows()', p_table);
END $function$;
