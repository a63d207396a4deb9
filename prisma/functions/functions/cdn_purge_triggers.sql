CREATE OR REPLACE FUNCTION public.cdn_purge_triggers(p_table regclass)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    EXECUTE format('CREATE TRIGGER cdn_purge_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_content()', p_table);
    EXECUTE format('CREATE TRIGGER cdn_purge_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_content()', p_table);
    EXECUTE format('CREATE TRIGGER cdn_purge_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_content()', p_table);
END $function$;

COMMENT ON FUNCTION public.cdn_purge_triggers(p_table regclass) IS 'Gives a content collection its CDN purge triggers (cdn_purge_insert, _update, _delete).';
