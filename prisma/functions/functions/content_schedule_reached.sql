CREATE OR REPLACE FUNCTION public.content_schedule_reached()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_mark timestamptz;
    v_table text;
    v_ids text[];
    v_changed integer := 0;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('content_search_sync'));
    SELECT reached_at INTO v_mark FROM content_schedule_mark FOR UPDATE;
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        EXECUTE format('SELECT array_agg(id) FROM (SELECT id FROM %1$I WHERE status = %2$L AND publish_at > $1 AND publish_at <= $2
                                                   UNION SELECT id FROM %1$I WHERE status = %2$L AND unpublish_at > $1 AND unpublish_at <= $2) t',
                       v_table, 'published')
        INTO v_ids USING v_mark, now();
        IF v_ids IS NOT NULL THEN
            v_changed := v_changed + content_search_items(v_table, v_ids);
        END IF;
    END LOOP;
    UPDATE content_schedule_mark SET reached_at = greatest(reached_at, now());
    PERFORM pg_notify('nassco_site_data_changed', 'schedule');
    RETURN v_changed;
END $function$;
