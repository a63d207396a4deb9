-- Policy and governance documents, and tenders: content collections
-- (docs/decisions/0027-content-in-postgresql.md). They were
-- app/content/documents.ts and tenders.ts.

-- A file the office publishes, listed with a short Markdown summary.
CREATE TABLE policy_document (
    id           text PRIMARY KEY,
    title        text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 300),
    -- The date the list shows; publish_at decides when the entry appears.
    published_on date NOT NULL,
    summary      text NOT NULL DEFAULT '',
    image_url    text NOT NULL DEFAULT '' CHECK (image_url = '' OR image_url ~ '^/'),
    file_url     text NOT NULL CHECK (file_url ~ '^(/|https://)')
);
SELECT content_collection_register('policy_document');
CREATE INDEX policy_document_listing ON policy_document (locale, published_on DESC, id);

-- A notice inviting bids or proposals. Open until the end of closes_on; one
-- with no closing date is shown as closed (the older notices gave none).
CREATE TABLE tender (
    id           text PRIMARY KEY,
    title        text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 300),
    published_on date NOT NULL,
    closes_on    date CHECK (closes_on >= published_on),
    summary      text NOT NULL DEFAULT '',
    image_url    text NOT NULL DEFAULT '' CHECK (image_url = '' OR image_url ~ '^/'),
    file_url     text NOT NULL CHECK (file_url ~ '^(/|https://)')
);
SELECT content_collection_register('tender');
CREATE INDEX tender_listing ON tender (locale, published_on DESC, id);

-- Search rows: each live entry, its summary as plain words, the date readers
-- see in the body so "2022" finds that year's notices.
CREATE FUNCTION policy_document_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'policy_document:' || d.id, 'document (PDF)', d.title, markdown_plain_text(d.summary),
           to_char(d.published_on, 'FMMonth DD, YYYY'), d.file_url
    FROM policy_document d
    WHERE d.locale = 'en' AND content_is_live(d.status, d.publish_at, d.unpublish_at)
$$;

CREATE FUNCTION tender_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'tender:' || t.id, 'tender (PDF)', t.title, markdown_plain_text(t.summary),
           to_char(t.published_on, 'FMMonth DD, YYYY')
               || coalesce(' Closing date: ' || to_char(t.closes_on, 'FMMonth DD, YYYY'), ''),
           t.file_url
    FROM tender t
    WHERE t.locale = 'en' AND content_is_live(t.status, t.publish_at, t.unpublish_at)
$$;

UPDATE content_collection SET search_documents = 'policy_document_search_documents()' WHERE table_name = 'policy_document';
UPDATE content_collection SET search_documents = 'tender_search_documents()' WHERE table_name = 'tender';
