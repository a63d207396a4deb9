-- The body of each page of content: a content collection
-- (docs/decisions/0027-content-in-postgresql.md, 0030-page-bodies-in-markdown.md).
-- The pages were app/content/pages/*.ts, written in a home-made link syntax;
-- now a page's lead and body are Markdown, with the containers of
-- docs/content-markdown.md for cards, steps and the like. The page's address,
-- title, menu name and description stay in the navigation tree (code).

CREATE TABLE content_page (
    id   text PRIMARY KEY,
    -- The address a route of the site serves; a translation has its original's.
    path text NOT NULL CHECK (path ~ '^/[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'),
    -- One paragraph of Markdown, shown larger at the top.
    lead text NOT NULL CHECK (btrim(lead) <> '' AND length(lead) <= 600 AND lead !~ '\n\s*\n'),
    body text NOT NULL DEFAULT '' CHECK (length(body) <= 100000)
);
SELECT content_collection_register('content_page');
-- One page per address in each language.
CREATE UNIQUE INDEX content_page_address ON content_page (path, locale);

-- The pages of the navigation tree as the code defines them: what the search
-- index calls a page whose body is in content_page. The seed writes it from
-- app/content/navigation.ts at every start, as it writes the index's own rows.
CREATE TABLE site_page (
    path        text PRIMARY KEY CHECK (path ~ '^/'),
    title       text NOT NULL CHECK (btrim(title) <> ''),
    description text NOT NULL
);

-- The containers and attributes of a page body are markup, not words.
CREATE OR REPLACE FUNCTION markdown_plain_text(p_markdown text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
    SELECT btrim(regexp_replace(
        regexp_replace(
            regexp_replace(
                regexp_replace(
                    regexp_replace(
                        regexp_replace(coalesce(p_markdown, ''), '^ {0,3}:{3,}.*$', '', 'gn'),
                    '\s*\{(#[A-Za-z0-9_-]+|[a-z]+=[A-Za-z0-9_-]+)\}\s*$', '', 'gn'),
                '!?\[([^]]*)\]\([^)]*\)', '\1', 'g'),
            '^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+', '', 'gn'),
        '^\s*\|?\s*:?-{3,}.*$', '', 'gn'),
    '[*_`|\\]+', ' ', 'g'))
$$;

-- Each live English page, under its title and description from the navigation tree.
CREATE FUNCTION content_page_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'content_page:' || p.id, 'page', s.title, s.description,
           markdown_plain_text(p.lead || E'\n\n' || p.body), p.path
    FROM content_page p
    JOIN site_page s ON s.path = p.path
    WHERE p.locale = 'en' AND content_is_live(p.status, p.publish_at, p.unpublish_at)
$$;

UPDATE content_collection SET search_documents = 'content_page_search_documents()' WHERE table_name = 'content_page';

-- The short names readers type (ESMP, CSDP, NIN …) for the long names the
-- office's text spells out, as app/content/abbreviations.ts defines them;
-- the seed writes them at every start. Each document the database indexes
-- gets the short names of the long names it mentions, as the code's do.
CREATE TABLE search_abbreviation (
    short text PRIMARY KEY CHECK (short ~ '^[A-Z]{2,10}$'),
    long  text NOT NULL CHECK (btrim(long) <> '')
);

CREATE FUNCTION search_abbreviations_in(p_text text) RETURNS text
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT coalesce(string_agg(a.short, ' ' ORDER BY a.short), '')
    FROM search_abbreviation a
    WHERE strpos(lower(p_text), lower(a.long)) > 0
$$;

CREATE OR REPLACE FUNCTION content_search_sync(p_collection text DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_collection content_collection;
    v_changed integer := 0;
    v_count integer;
BEGIN
    -- One sync at a time: two instances reaching the same scheduled time would otherwise race.
    PERFORM pg_advisory_xact_lock(hashtext('content_search_sync'));
    FOR v_collection IN
        SELECT * FROM content_collection
        WHERE search_documents IS NOT NULL AND (p_collection IS NULL OR table_name = p_collection)
    LOOP
        EXECUTE format($q$
            WITH found AS (
                SELECT d.key, d.kind, d.title, d.description, d.url,
                       btrim(concat_ws(' ', d.body, search_abbreviations_in(concat_ws(' ', d.title, d.description, d.body)))) AS body
                FROM %s AS d
            ), live AS (
                SELECT f.*, encode(sha256(convert_to(concat_ws(chr(31), f.kind, f.title, f.description, f.body, f.url), 'UTF8')), 'hex') AS content_hash
                FROM found f
            ), upserted AS (
                INSERT INTO search_document AS s (key, kind, title, description, body, url, content_hash, managed_by)
                SELECT key, kind, title, description, body, url, content_hash, 'content' FROM live
                ON CONFLICT (key) DO UPDATE
                    SET kind = excluded.kind, title = excluded.title, description = excluded.description, body = excluded.body,
                        url = excluded.url, content_hash = excluded.content_hash, managed_by = 'content', updated_at = now()
                    WHERE s.content_hash IS DISTINCT FROM excluded.content_hash OR s.managed_by <> 'content'
                RETURNING 1
            ), deleted AS (
                DELETE FROM search_document s
                WHERE s.managed_by = 'content' AND starts_with(s.key, %L) AND NOT EXISTS (SELECT FROM live WHERE live.key = s.key)
                RETURNING 1
            )
            SELECT (SELECT count(*) FROM upserted) + (SELECT count(*) FROM deleted)$q$,
            v_collection.search_documents::regproc::text || '()',
            v_collection.table_name || ':')
        INTO v_count;
        v_changed := v_changed + v_count;
    END LOOP;
    IF v_changed > 0 THEN
        REFRESH MATERIALIZED VIEW search_word;
    END IF;
    RETURN v_changed;
END $$;
