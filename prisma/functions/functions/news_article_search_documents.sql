CREATE OR REPLACE FUNCTION public.news_article_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'news_article:' || n.id, 'news', n.title,
           coalesce(nullif(btrim(n.excerpt), ''),
                    CASE WHEN length(p.text) > 250 THEN rtrim(left(p.text, 250)) || '…' ELSE p.text END),
           to_char(n.published_on, 'FMMonth DD, YYYY') || ' ' || p.text,
           '/news/' || n.slug
    FROM news_article n, LATERAL (SELECT markdown_plain_text(n.body) AS text) p
    WHERE n.locale = 'en' AND content_is_live(n.status, n.publish_at, n.unpublish_at) AND (p_ids IS NULL OR n.id = ANY (p_ids))
$function$;
