CREATE OR REPLACE FUNCTION public.video_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'video:' || v.id, 'video', v.title, 'Video: ' || c.name || '.', '', '/resource-hub/video-gallery/' || v.id
    FROM video v JOIN video_category c ON c.id = v.category_id
    WHERE v.locale = 'en' AND content_is_live(v.status, v.publish_at, v.unpublish_at)
      AND content_is_live(c.status, c.publish_at, c.unpublish_at) AND (p_ids IS NULL OR v.id = ANY (p_ids))
$function$;
