CREATE OR REPLACE FUNCTION public.content_search_items(p_collection text, p_ids text[])
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_changed integer := content_search_sync(p_collection, p_ids);
BEGIN
    IF p_collection = 'photo' THEN
        v_changed := v_changed + content_search_sync('photo_category', ARRAY(SELECT DISTINCT category_id FROM photo WHERE id = ANY (p_ids)));
    ELSIF p_collection = 'video_category' THEN
        v_changed := v_changed + content_search_sync('video', ARRAY(SELECT id FROM video WHERE category_id = ANY (p_ids)));
    END IF;
    RETURN v_changed;
END $function$;

COMMENT ON FUNCTION public.content_search_items(p_collection text, p_ids text[]) IS 'Re-derives the search rows of items p_ids of collection p_collection, and of the items of another collection that read them (a photo''s category, a video category''s videos).';
