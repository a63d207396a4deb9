CREATE OR REPLACE FUNCTION public.content_next_change()
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_mark timestamptz := (SELECT reached_at FROM content_schedule_mark);
    v_table text;
    v_at timestamptz;
    v_next timestamptz;
BEGIN
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        EXECUTE format('SELECT least((SELECT min(publish_at) FROM %1$I WHERE status = %2$L AND publish_at > $1),
                                     (SELECT min(unpublish_at) FROM %1$I WHERE status = %2$L AND unpublish_at > $1))',
                       v_table, 'published')
        INTO v_at USING v_mark;
        IF v_next IS NULL OR v_at < v_next THEN v_next := v_at; END IF;
    END LOOP;
    RETURN v_next;
END $function$;
