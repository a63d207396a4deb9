CREATE OR REPLACE FUNCTION public.photo_category_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'photo_category:' || c.id, 'photo category', 'Photos: ' || c.name,
           p.count || ' photos from ' || c.name || '.',
           coalesce(p.captions, ''),
           '/resource-hub/photo-gallery?category=' || c.id
    FROM photo_category c,
         LATERAL (
             SELECT sum(n) AS count, string_agg(t.title, '. ' ORDER BY t.first) FILTER (WHERE t.title <> '') AS captions
             FROM (SELECT ph.title, count(*) AS n, min(ph.position) AS first
                   FROM photo ph
                   WHERE ph.category_id = c.id AND ph.locale = 'en' AND content_is_live(ph.status, ph.publish_at, ph.unpublish_at)
                   GROUP BY ph.title) t
         ) p
    WHERE c.locale = 'en' AND content_is_live(c.status, c.publish_at, c.unpublish_at) AND p.count > 0
      AND (p_ids IS NULL OR c.id = ANY (p_ids))
$function$;
