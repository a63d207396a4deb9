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
