CREATE OR REPLACE FUNCTION public.cdn_purge_content()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
END $function$;

COMMENT ON FUNCTION public.cdn_purge_content() IS 'Trigger: after a statement on a content collection that touched an item live before or after it, queues the collection''s cache tags for the CDN.';
