-- Frequently asked questions: a content collection
-- (docs/decisions/0027-content-in-postgresql.md). They were app/content/faqs.ts.

CREATE TABLE faq (
    id       text PRIMARY KEY,
    question text NOT NULL CHECK (btrim(question) <> '' AND length(question) <= 300),
    -- Markdown.
    answer   text NOT NULL CHECK (btrim(answer) <> ''),
    -- Where the question stands on the page: lower first. A translation takes its original's.
    position integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('faq');
CREATE INDEX faq_listing ON faq (locale, position, id);

-- Each live English question, found at its anchor on the FAQ page.
CREATE FUNCTION faq_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'faq:' || f.id, 'faq', f.question, markdown_plain_text(f.answer), '', '/resource-hub/faqs#' || f.id
    FROM faq f
    WHERE f.locale = 'en' AND content_is_live(f.status, f.publish_at, f.unpublish_at)
$$;

UPDATE content_collection SET search_documents = 'faq_search_documents()' WHERE table_name = 'faq';
