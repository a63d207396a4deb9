CREATE OR REPLACE FUNCTION public.content_page_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'content_page:' || p.id, 'page', coalesce(w.title, s.title), coalesce(w.description, s.description),
           markdown_plain_text(p.lead || E'\n\n' || p.body),
           CASE WHEN p.locale = 'en' THEN p.path ELSE '/' || p.locale || CASE WHEN p.path = '/' THEN '' ELSE p.path END END
    FROM content_page p
    JOIN site_page s ON s.path = p.path
    LEFT JOIN site_page_translation w ON w.path = p.path AND w.locale = p.locale
    WHERE content_is_live(p.status, p.publish_at, p.unpublish_at) AND (p_ids IS NULL OR p.id = ANY (p_ids))
$function$;
