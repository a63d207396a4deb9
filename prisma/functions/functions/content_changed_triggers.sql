CREATE OR REPLACE FUNCTION public.content_changed_triggers(p_table regclass)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
    EXECUTE format('DROP TRIGGER IF EXISTS content_changed ON %s', p_table);
    EXECUTE format('CREATE TRIGGER content_changed_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed()', p_table);
    EXECUTE format('CREATE TRIGGER content_changed_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed()', p_table);
    EXECUTE format('CREATE TRIGGER content_changed_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed()', p_table);
    -- The next scheduled time is found by index (content_next_change()), and the seed's own rows (prisma/seeds/content.ts).
    EXECUTE format('CREATE INDEX %I ON %s (publish_at) WHERE status = %L', p_table::text || '_publish_at', p_table, 'published');
    EXECUTE format('CREATE INDEX %I ON %s (unpublish_at) WHERE status = %L', p_table::text || '_unpublish_at', p_table, 'published');
    EXECUTE format('CREATE INDEX %I ON %s (id) WHERE updated_by = %L AND status <> %L', p_table::text || '_seeded', p_table, 'seed', 'archived');
END $function$;

COMMENT ON FUNCTION public.content_changed_triggers(p_table regclass) IS 'Gives a content collection its search triggers (content_changed_insert, _update, _delete, with transition tables) and the indexes of its schedule and of the seed''s rows.';
