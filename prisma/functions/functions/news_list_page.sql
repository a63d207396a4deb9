CREATE OR REPLACE FUNCTION public.news_list_page(p_locale text, p_newer boolean, p_on date, p_at timestamp with time zone, p_id text, p_limit integer)
 RETURNS TABLE(id text, slug text, title text, published_on date, excerpt text, body text, image_url text, link text, link_kind text, provenance text, source_url text, source_as_at date, key text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
#variable_conflict use_column
DECLARE
    v_limit integer := least(greatest(coalesce(p_limit, 10), 1), 101);
    v_on date := coalesce(p_on, 'infinity'::date);
    v_at timestamptz := coalesce(p_at, 'infinity'::timestamptz);
    v_id text := coalesce(p_id, '');
BEGIN
    IF coalesce(p_newer, false) THEN
        IF p_on IS NULL THEN
            RETURN;
        END IF;
        RETURN QUERY
        SELECT n.id, n.slug, n.title, n.published_on, n.excerpt,
               CASE WHEN btrim(n.excerpt) = '' THEN n.body ELSE '' END,
               n.image_url, n.link, n.link_kind, n.provenance, n.source_url, n.source_as_at,
               news_list_key(n.published_on, n.publish_at, n.id)
        FROM news_article n
        WHERE n.locale = p_locale AND content_is_live(n.status, n.publish_at, n.unpublish_at)
          AND n.published_on >= v_on
          AND (n.published_on > v_on OR n.publish_at > v_at OR (n.publish_at = v_at AND n.id < v_id))
        ORDER BY n.published_on, n.publish_at, n.id DESC
        LIMIT v_limit;
    ELSE
        RETURN QUERY
        SELECT n.id, n.slug, n.title, n.published_on, n.excerpt,
               CASE WHEN btrim(n.excerpt) = '' THEN n.body ELSE '' END,
               n.image_url, n.link, n.link_kind, n.provenance, n.source_url, n.source_as_at,
               news_list_key(n.published_on, n.publish_at, n.id)
        FROM news_article n
        WHERE n.locale = p_locale AND content_is_live(n.status, n.publish_at, n.unpublish_at)
          AND n.published_on <= v_on
          AND (n.published_on < v_on OR n.publish_at < v_at OR (n.publish_at = v_at AND n.id > v_id))
        ORDER BY n.published_on DESC, n.publish_at DESC, n.id
        LIMIT v_limit;
    END IF;
END
$function$;

COMMENT ON FUNCTION public.news_list_page(p_locale text, p_newer boolean, p_on date, p_at timestamp with time zone, p_id text, p_limit integer) IS 'A page of the public news list in p_locale: up to p_limit (at most 101) live articles after the key (p_on, p_at, p_id) in the list''s order, newest first, or with p_newer those before it, nearest first; no key is the start. Only what a card shows: the body only where the excerpt is blank. A range of news_article_list_order however deep.';
