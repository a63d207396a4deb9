-- The public news list, a page at a time by key (issue 65).
--
-- The list read page N with OFFSET (N - 1) * 10 over every live article and
-- counted them all on each page, with the bodies: at 100× the deep pages took
-- 977 ms, 24.6 times the seed's. A page now starts after (or before) an
-- article's key, its place in the list's order (the date it carries, when it
-- appeared, and its id), and reads the index on that order from there: a page
-- deep in the list costs what the first one does. Nothing counts the list.
-- The body is read only for a card with no excerpt, whose summary it makes.

-- The list's order, whole: the date readers see, newest first; on one date the
-- latest to appear first; then the id. news_article_listing (locale,
-- published_on DESC, id) lacks publish_at, so a page would sort each date's
-- articles; it stays for the sitemap's months, which order by date and id.
CREATE INDEX news_article_list_order ON news_article (locale, published_on DESC, publish_at DESC, id);
COMMENT ON INDEX news_article_list_order IS
    'The public news list''s order (published_on, publish_at newest first, then id), which news_list_page and news_list_keys read by key.';

-- An article's key as the list's addresses carry it: its date, when it appeared
-- (UTC, to the microsecond, which a JavaScript Date would round) and its id.
CREATE FUNCTION news_list_key(p_published_on date, p_publish_at timestamptz, p_id text) RETURNS text
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT to_char(p_published_on, 'YYYY-MM-DD') || '_' || to_char(p_publish_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') || '_' || p_id
$$;
COMMENT ON FUNCTION news_list_key(date, timestamptz, text) IS
    'An article''s place in the public news list as its addresses carry it: YYYY-MM-DD_<publish_at UTC as YYYYMMDDHHMMSS and microseconds>_<id>.';

-- A page of live articles in p_locale: the p_limit after the key (p_on,
-- p_at, p_id) in the list's order, or, with p_newer, the p_limit before it,
-- nearest first. No key (p_on null) is the list's start. The bound on
-- published_on starts the index scan at the key's date; the rest of the
-- condition passes over that date's articles up to the key. As the caller
-- (nassco_app reads only live rows); the liveness test is repeated for others.
CREATE FUNCTION news_list_page(p_locale text, p_newer boolean, p_on date, p_at timestamptz, p_id text, p_limit integer)
RETURNS TABLE (id text, slug text, title text, published_on date, excerpt text, body text, image_url text, link text,
               link_kind text, provenance text, source_url text, source_as_at date, key text)
LANGUAGE plpgsql STABLE SET search_path = public, pg_temp AS $$
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
$$;
COMMENT ON FUNCTION news_list_page(text, boolean, date, timestamptz, text, integer) IS
    'A page of the public news list in p_locale: up to p_limit (at most 101) live articles after the key (p_on, p_at, p_id) in the list''s order, newest first, or with p_newer those before it, nearest first; no key is the start. Only what a card shows: the body only where the excerpt is blank. A range of news_article_list_order however deep.';

-- The keys of the list's first p_limit articles (at most 200): where the
-- numbered pages of old addresses (?page=N) start, for the first few pages
-- only, so that reading them stays as cheap as a page.
CREATE FUNCTION news_list_keys(p_locale text, p_limit integer) RETURNS SETOF text
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT news_list_key(n.published_on, n.publish_at, n.id)
    FROM news_article n
    WHERE n.locale = p_locale AND content_is_live(n.status, n.publish_at, n.unpublish_at)
    ORDER BY n.published_on DESC, n.publish_at DESC, n.id
    LIMIT least(greatest(coalesce(p_limit, 0), 0), 200)
$$;
COMMENT ON FUNCTION news_list_keys(text, integer) IS
    'The keys of the first p_limit (at most 200) live articles in p_locale in the public news list''s order: where an old numbered page starts.';

-- The dates of the oldest and newest live articles in p_locale: the years the
-- list's archive offers. Two reads at the ends of news_article_list_order.
CREATE FUNCTION news_list_span(p_locale text, OUT oldest date, OUT newest date)
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT (SELECT n.published_on FROM news_article n
            WHERE n.locale = p_locale AND content_is_live(n.status, n.publish_at, n.unpublish_at)
            ORDER BY n.published_on, n.publish_at, n.id DESC LIMIT 1),
           (SELECT n.published_on FROM news_article n
            WHERE n.locale = p_locale AND content_is_live(n.status, n.publish_at, n.unpublish_at)
            ORDER BY n.published_on DESC, n.publish_at DESC, n.id LIMIT 1)
$$;
COMMENT ON FUNCTION news_list_span(text) IS
    'The dates of the oldest and newest live articles in p_locale (null when there are none): the years the public news list''s archive offers.';

REVOKE EXECUTE ON FUNCTION news_list_key(date, timestamptz, text), news_list_page(text, boolean, date, timestamptz, text, integer),
    news_list_keys(text, integer), news_list_span(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION news_list_key(date, timestamptz, text), news_list_page(text, boolean, date, timestamptz, text, integer),
    news_list_keys(text, integer), news_list_span(text) TO nassco_app;
