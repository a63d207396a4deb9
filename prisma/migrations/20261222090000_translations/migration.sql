-- The site in Hausa, Yoruba, Igbo and Nigerian Pidgin (issue 37, decision 0045).
--
-- A translation is a row of its collection with its locale and translation_of
-- (content_collection_register()). Here: which English revision it was made
-- from, so the back office can tell a stale one; the page words of the
-- navigation tree in each language, for the search; each language's search
-- configuration; and the review of each language's page furniture, which a
-- publisher marks in the back office as they mark a translation reviewed.

-- ---------------------------------------------------------------------------
-- Which revision of the English a translation follows.

-- Whether a revision changed an item's words, not only its status, schedule,
-- provenance or stamps: only a change of words makes its translations stale.
CREATE FUNCTION content_words_changed(p_before jsonb, p_after jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
    SELECT p_before IS NULL OR p_after IS NULL
        OR (p_before - ARRAY['status', 'publish_at', 'unpublish_at', 'provenance', 'source_url', 'source_as_at',
                             'created_by', 'created_at', 'updated_by', 'updated_at', 'source_revision'])
           IS DISTINCT FROM
           (p_after - ARRAY['status', 'publish_at', 'unpublish_at', 'provenance', 'source_url', 'source_as_at',
                            'created_by', 'created_at', 'updated_by', 'updated_at', 'source_revision'])
$$;

-- The newest revision of an item that changed its words.
CREATE FUNCTION content_words_revision(p_collection text, p_item text) RETURNS bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT max(id) FROM content_revision
    WHERE collection = p_collection AND item_id = p_item AND content_words_changed(before, after)
$$;

-- Each time a translation is written (made, edited, or marked reviewed), it
-- follows the English as it is then.
CREATE FUNCTION content_translation_follows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NEW.translation_of IS NOT NULL THEN
        NEW.source_revision := content_words_revision(TG_TABLE_NAME, NEW.translation_of);
    END IF;
    RETURN NEW;
END $$;

DO $$
DECLARE
    v_table text;
BEGIN
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        EXECUTE format('ALTER TABLE %I ADD COLUMN source_revision bigint', v_table);
        EXECUTE format('COMMENT ON COLUMN %I.source_revision IS %L', v_table,
            'A translation: the revision of its English original (content_revision.id) it was last written or reviewed against.');
        EXECUTE format('CREATE TRIGGER content_translation_follows BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION content_translation_follows()', v_table);
    END LOOP;
END $$;

-- Collections registered later get the column and the trigger too.
CREATE OR REPLACE FUNCTION content_collection_register_translations(p_table regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('ALTER TABLE %s ADD COLUMN source_revision bigint', p_table);
    EXECUTE format('CREATE TRIGGER content_translation_follows BEFORE INSERT OR UPDATE ON %s FOR EACH ROW EXECUTE FUNCTION content_translation_follows()', p_table);
END $$;
REVOKE EXECUTE ON FUNCTION content_collection_register_translations(regclass) FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- Each language's page furniture (app/i18n/messages): reviewed by a person at
-- the office, or not yet. Until it is, every page in it says it is a draft.

ALTER TABLE content_locale
    ADD COLUMN own_name    text,
    ADD COLUMN reviewed_by text,
    ADD COLUMN reviewed_at timestamptz,
    ADD CONSTRAINT content_locale_reviewed CHECK ((reviewed_by IS NULL) = (reviewed_at IS NULL));
UPDATE content_locale SET own_name = CASE code WHEN 'en' THEN 'English' WHEN 'ha' THEN 'Hausa' WHEN 'yo' THEN 'Yorùbá'
    WHEN 'ig' THEN 'Igbo' WHEN 'pcm' THEN 'Naijá' END;
-- The site's own words in English are the original: nothing to review.
UPDATE content_locale SET reviewed_by = 'NASSCO', reviewed_at = now() WHERE code = 'en';
COMMENT ON COLUMN content_locale.reviewed_by IS 'Who at the office marked the page furniture in this language reviewed (the back office); NULL: a draft, and every page says so.';

CREATE FUNCTION content_locale_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM pg_notify('nassco_site_data_changed', 'content_locale');
    RETURN NULL;
END $$;
CREATE TRIGGER content_locale_changed AFTER UPDATE ON content_locale FOR EACH STATEMENT EXECUTE FUNCTION content_locale_changed();

-- A publisher marks a language's furniture reviewed, or back to a draft; audited under their name.
CREATE FUNCTION staff_locale_review(p_token_sha256 bytea, p_locale text, p_reviewed boolean) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
BEGIN
    IF p_locale = 'en' OR NOT EXISTS (SELECT FROM content_locale WHERE code = p_locale) THEN
        RAISE EXCEPTION 'no such translated language: %', p_locale USING ERRCODE = 'invalid_parameter_value';
    END IF;
    UPDATE content_locale
    SET reviewed_by = CASE WHEN p_reviewed THEN v_member.name END, reviewed_at = CASE WHEN p_reviewed THEN now() END
    WHERE code = p_locale;
    INSERT INTO audit_log (actor, action, subject)
    VALUES (v_member.name, CASE WHEN p_reviewed THEN 'language reviewed' ELSE 'language back to draft' END, 'content_locale:' || p_locale);
END $$;

-- Every translation's state, for editors and publishers: per English item and
-- language, missing (none), draft (not live), unreviewed, reviewed, or stale
-- (the English changed its words since).
CREATE FUNCTION staff_translations(p_token_sha256 bytea)
RETURNS TABLE (collection text, item_id text, label text, locale text, translation_id text, state text)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_table text;
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    FOR v_table IN SELECT table_name FROM content_collection ORDER BY table_name LOOP
        RETURN QUERY EXECUTE format($q$
            SELECT %1$L, e.id, coalesce(nullif(btrim(to_jsonb(e)->>'title'), ''), nullif(btrim(to_jsonb(e)->>'question'), ''),
                                         nullif(btrim(to_jsonb(e)->>'name'), ''), nullif(btrim(to_jsonb(e)->>'label'), ''),
                                         nullif(btrim(to_jsonb(e)->>'path'), ''), e.id),
                   l.code, t.id,
                   CASE WHEN t.id IS NULL THEN 'missing'
                        WHEN NOT content_is_live(t.status, t.publish_at, t.unpublish_at) THEN 'draft'
                        WHEN coalesce(content_words_revision(%1$L, e.id), 0) > coalesce(t.source_revision, 0) THEN 'stale'
                        WHEN t.provenance = 'confirmed' THEN 'reviewed'
                        ELSE 'unreviewed' END
            FROM %1$I e
            CROSS JOIN content_locale l
            LEFT JOIN %1$I t ON t.translation_of = e.id AND t.locale = l.code
            WHERE e.locale = 'en' AND l.code <> 'en' AND content_is_live(e.status, e.publish_at, e.unpublish_at)
            ORDER BY e.id, l.code$q$, v_table);
    END LOOP;
END $$;

REVOKE ALL ON FUNCTION staff_locale_review(bytea, text, boolean), staff_translations(bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_locale_review(bytea, text, boolean), staff_translations(bytea) TO nassco_app;
REVOKE ALL ON FUNCTION content_words_revision(text, text) FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- Search in each language: the words as written, without stemming (there is
-- no Hausa, Yoruba, Igbo or Pidgin stemmer), and without tone marks or hooks,
-- so "ọ̀rọ̀" and "oro", "ƙasa" and "kasa" find each other (unaccent's rules,
-- extended below for the letters it lacks).

CREATE TEXT SEARCH CONFIGURATION simple_unaccent (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION simple_unaccent
    ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;

-- unaccent leaves the hooked letters and the combining marks Yoruba and Igbo
-- write after a base letter; folded first, so every search and index sees the same.
CREATE FUNCTION search_fold(p_text text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT regexp_replace(
        translate(normalize(coalesce(p_text, ''), NFD), 'ɓƁɗƊƙƘƴƳ', 'bBdDkKyY'),
        '[\u0300-\u036f]', '', 'g')
$$;

-- Page words of the navigation tree in each language (app/i18n/pages), which
-- the seed writes at every start: a translated page's title in the search.
CREATE TABLE site_page_translation (
    path        text NOT NULL REFERENCES site_page ON DELETE CASCADE,
    locale      text NOT NULL REFERENCES content_locale CHECK (locale <> 'en'),
    title       text NOT NULL CHECK (btrim(title) <> ''),
    description text NOT NULL,
    PRIMARY KEY (path, locale)
);
GRANT SELECT ON site_page_translation TO nassco_app;

-- A document's language is in its address (/ha/…); English has none.
ALTER TABLE search_document DROP COLUMN document;
ALTER TABLE search_document
    ADD COLUMN locale text GENERATED ALWAYS AS (coalesce(substring(url FROM '^/(ha|yo|ig|pcm)(?:[/#?]|$)'), 'en')) STORED,
    ADD COLUMN document tsvector GENERATED ALWAYS AS (
        CASE WHEN url ~ '^/(ha|yo|ig|pcm)([/#?]|$)' THEN
            setweight(to_tsvector('simple_unaccent'::regconfig, search_fold(title)), 'A') ||
            setweight(to_tsvector('simple_unaccent'::regconfig, search_fold(description)), 'B') ||
            setweight(to_tsvector('simple_unaccent'::regconfig, search_fold(body)), 'C')
        ELSE
            setweight(to_tsvector('english_unaccent'::regconfig, title), 'A') ||
            setweight(to_tsvector('english_unaccent'::regconfig, description), 'B') ||
            setweight(to_tsvector('english_unaccent'::regconfig, body), 'C')
        END) STORED;
CREATE INDEX search_document_document ON search_document USING gin (document);
CREATE INDEX search_document_locale ON search_document (locale);
COMMENT ON COLUMN search_document.locale IS 'The language of the document, from its address: en, or the prefix of /ha/…, /yo/…, /ig/…, /pcm/….';
COMMENT ON COLUMN search_document.document IS 'The weighted tsvector: english_unaccent for English; simple_unaccent over search_fold() for the other languages.';

-- Each live page, English under the navigation tree's words, a translation under its language's.
CREATE OR REPLACE FUNCTION content_page_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'content_page:' || p.id, 'page', coalesce(w.title, s.title), coalesce(w.description, s.description),
           markdown_plain_text(p.lead || E'\n\n' || p.body),
           CASE WHEN p.locale = 'en' THEN p.path ELSE '/' || p.locale || CASE WHEN p.path = '/' THEN '' ELSE p.path END END
    FROM content_page p
    JOIN site_page s ON s.path = p.path
    LEFT JOIN site_page_translation w ON w.path = p.path AND w.locale = p.locale
    WHERE content_is_live(p.status, p.publish_at, p.unpublish_at)
$$;

-- Each live question, a translation at its language's FAQ page, under the English question's anchor.
CREATE OR REPLACE FUNCTION faq_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'faq:' || f.id, 'faq', f.question, markdown_plain_text(f.answer), '',
           CASE WHEN f.locale = 'en' THEN '' ELSE '/' || f.locale END || '/resource-hub/faqs#' || coalesce(f.translation_of, f.id)
    FROM faq f
    WHERE content_is_live(f.status, f.publish_at, f.unpublish_at)
$$;

-- ---------------------------------------------------------------------------
-- A new item's draft may be a translation: its language and original come
-- from the draft (the back office's Translations page), and are fixed from
-- then on like its id. Everything else is as before (staff publishing).
CREATE OR REPLACE FUNCTION content_draft_row(p_collection text, p_item text, p_proposed jsonb) RETURNS jsonb
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_live jsonb;
BEGIN
    EXECUTE format('SELECT to_jsonb(t) FROM %s t WHERE id = $1', content_collection_checked(p_collection)) INTO v_live USING p_item;
    RETURN coalesce(v_live,
                    jsonb_build_object('locale', coalesce(p_proposed->>'locale', 'en'), 'translation_of', p_proposed->'translation_of',
                                       'status', 'draft', 'publish_at', now()))
        || (p_proposed - ARRAY['id', 'locale', 'translation_of', 'status', 'publish_at', 'unpublish_at', 'created_by', 'created_at', 'updated_by', 'updated_at', 'source_revision'])
        || jsonb_build_object('id', p_item);
END $$;
