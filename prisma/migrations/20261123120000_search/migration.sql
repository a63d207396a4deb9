-- Site search (spec §2.10): one row per searchable thing, filled by the seed
-- from the content modules, with a weighted full-text vector and trigram
-- indexes for typos.

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- English stemming that also ignores accents, so "Abújà" finds "Abuja".
CREATE TEXT SEARCH CONFIGURATION english_unaccent (COPY = english);
ALTER TEXT SEARCH CONFIGURATION english_unaccent
    ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

CREATE TABLE search_document (
    id           serial      PRIMARY KEY,
    key          text        NOT NULL,
    kind         text        NOT NULL,
    title        text        NOT NULL,
    description  text        NOT NULL,
    body         text        NOT NULL,
    url          text        NOT NULL,
    content_hash char(64)    NOT NULL,
    updated_at   timestamptz NOT NULL DEFAULT now(),
    document     tsvector    GENERATED ALWAYS AS (
        setweight(to_tsvector('english_unaccent', title), 'A') ||
        setweight(to_tsvector('english_unaccent', description), 'B') ||
        setweight(to_tsvector('english_unaccent', body), 'C')
    ) STORED
);
CREATE UNIQUE INDEX search_document_key_key ON search_document (key);
CREATE INDEX search_document_document ON search_document USING gin (document);
CREATE INDEX search_document_title_trgm ON search_document USING gin (lower(title) gin_trgm_ops);

COMMENT ON TABLE search_document IS 'What /search and /api/search look through: every page, article, document, tender, FAQ, gallery category and video. Rebuilt from the content modules at each start; rows change only when their content_hash does.';
COMMENT ON COLUMN search_document.key IS 'Stable identity of the source item, e.g. "page:/nsr/accessing-the-nsr" or "faq:3".';
COMMENT ON COLUMN search_document.kind IS 'What it is: page, news, document, tender, faq, photo category, video, stakeholder, state office.';
COMMENT ON COLUMN search_document.title IS 'The result title (weight A).';
COMMENT ON COLUMN search_document.description IS 'The result summary (weight B).';
COMMENT ON COLUMN search_document.body IS 'Plain text of the rest (weight C); snippets are cut from it.';
COMMENT ON COLUMN search_document.url IS 'Where the result links: a site path or a file.';
COMMENT ON COLUMN search_document.content_hash IS 'SHA-256 of kind, title, description, body and url, to skip unchanged rows.';
COMMENT ON COLUMN search_document.updated_at IS 'When the row last changed.';
COMMENT ON COLUMN search_document.document IS 'The weighted tsvector (english_unaccent), generated from title, description and body.';

-- Every word the site uses, for "Did you mean …?" when a query finds nothing.
CREATE MATERIALIZED VIEW search_word AS
SELECT DISTINCT lower(unaccent(word)) AS word
FROM search_document,
     regexp_split_to_table(title || ' ' || description || ' ' || body, '[^[:alnum:]]+') AS word
WHERE length(word) BETWEEN 3 AND 30 AND word !~ '^[0-9]+$';
CREATE UNIQUE INDEX search_word_word ON search_word (word);
CREATE INDEX search_word_trgm ON search_word USING gin (word gin_trgm_ops);

COMMENT ON MATERIALIZED VIEW search_word IS 'The lexicon for spelling suggestions: distinct words of search_document, lower-cased without accents. Refreshed by the seed after the index changes.';
