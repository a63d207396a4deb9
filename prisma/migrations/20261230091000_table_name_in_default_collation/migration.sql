-- A trigger's table name compared in the database's collation (issue 65, decision 0090).
--
-- TG_TABLE_NAME is of type name, whose collation is "C". Passed on to a function that compares it
-- with a text column, it carries "C" with it, and an index built in the default collation cannot
-- serve the comparison: content_words_revision() read the whole revision history for every
-- translation saved (152–293 ms at 100 times the office's data, and a growth run that could not
-- finish). Each trigger now copies the name into a text variable first: a plpgsql variable has its
-- declared type's collation, the default, whatever the value came from.

CREATE OR REPLACE FUNCTION content_translation_follows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_collection text := TG_TABLE_NAME;
BEGIN
    IF NEW.translation_of IS NOT NULL THEN
        NEW.source_revision := content_words_revision(v_collection, NEW.translation_of);
    END IF;
    RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION cdn_purge_content() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_collection text := TG_TABLE_NAME;
    v_live boolean;
BEGIN
    IF TG_OP = 'INSERT' THEN
        EXECUTE 'SELECT EXISTS (SELECT FROM new_rows WHERE content_is_live(status, publish_at, unpublish_at))' INTO v_live;
    ELSIF TG_OP = 'DELETE' THEN
        EXECUTE 'SELECT EXISTS (SELECT FROM old_rows WHERE content_is_live(status, publish_at, unpublish_at))' INTO v_live;
    ELSE
        EXECUTE 'SELECT EXISTS (SELECT FROM old_rows WHERE content_is_live(status, publish_at, unpublish_at))
                     OR EXISTS (SELECT FROM new_rows WHERE content_is_live(status, publish_at, unpublish_at))' INTO v_live;
    END IF;
    IF v_live THEN
        PERFORM cdn_purge_queue(cdn_purge_collection_tags(v_collection));
    END IF;
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION content_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
END $$;
