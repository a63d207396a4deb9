CREATE OR REPLACE FUNCTION public.cdn_purge_schedule()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_table text;
    v_fell boolean;
    v_tags text[] := '{}';
BEGIN
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        EXECUTE format('SELECT EXISTS (SELECT FROM %1$I WHERE status = %2$L AND publish_at > $1 AND publish_at <= $2)
                            OR EXISTS (SELECT FROM %1$I WHERE status = %2$L AND unpublish_at > $1 AND unpublish_at <= $2)',
                       v_table, 'published')
        INTO v_fell USING OLD.reached_at, NEW.reached_at;
        IF v_fell THEN
            v_tags := v_tags || cdn_purge_collection_tags(v_table);
        END IF;
    END LOOP;
    IF cardinality(v_tags) > 0 THEN
        PERFORM cdn_purge_queue(v_tags);
    END IF;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.cdn_purge_schedule() IS 'Trigger: when the schedule''s mark moves, queues the cache tags of each collection with an item whose publish_at or unpublish_at fell in between.';
