CREATE OR REPLACE FUNCTION public.content_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_collection text := TG_TABLE_NAME;
    v_ids text[];
    v_moved text[];
BEGIN
    -- Each event's trigger has only the transition tables its event makes.
    IF TG_OP = 'INSERT' THEN
        EXECUTE 'SELECT array_agg(id) FROM new_rows' INTO v_ids;
    ELSIF TG_OP = 'DELETE' THEN
        EXECUTE 'SELECT array_agg(id) FROM old_rows' INTO v_ids;
    ELSE
        EXECUTE 'SELECT array_agg(id) FROM (SELECT id FROM old_rows UNION SELECT id FROM new_rows) t' INTO v_ids;
    END IF;
    IF v_ids IS NOT NULL THEN
        PERFORM content_search_items(v_collection, v_ids);
        -- A photo deleted, or moved out of a category: the category it left.
        IF v_collection = 'photo' AND TG_OP <> 'INSERT' THEN
            EXECUTE 'SELECT array_agg(DISTINCT category_id) FROM old_rows' INTO v_moved;
            PERFORM content_search_sync('photo_category', v_moved);
        END IF;
        PERFORM pg_notify('nassco_site_data_changed', v_collection);
    END IF;
    RETURN NULL;
END $function$;
