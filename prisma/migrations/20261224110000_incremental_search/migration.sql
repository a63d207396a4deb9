-- Incremental search (issue 47, docs/decisions/0050-incremental-search.md).
--
-- Until now every statement on a content table re-derived and hashed every
-- search document of its collection and refreshed the search_word
-- materialized view: one article's save cost a pass over all of them (46 s at
-- 10,000 articles), and so did each statement of the seed at start-up, even
-- one that changed no row. Now:
-- - each collection's documents function takes the ids of the items to
--   derive (NULL: all), and a statement's triggers pass the ids of the rows
--   it touched (its transition tables), so a save re-derives only its item;
--   a statement that touched nothing does nothing;
-- - search_document names the collection and item each of its rows comes
--   from, so an unpublished or deleted item's rows are found by index;
-- - a scheduled time re-derives only the items whose publish_at or
--   unpublish_at fell since the last one (content_schedule_mark);
-- - search_word is a table of word counts kept by a trigger on
--   search_document: never refreshed, on a request or at start-up.

-- ---------------------------------------------------------------------------
-- Which item each search row comes from.

ALTER TABLE search_document ADD COLUMN collection text, ADD COLUMN item_id text;
COMMENT ON COLUMN search_document.collection IS 'For a row the database derives (managed_by = content): the content collection (table) it comes from; NULL for the seed''s.';
COMMENT ON COLUMN search_document.item_id IS 'For a row the database derives: the id of its item in that collection (the key after its first colon).';
-- The key's prefix is the collection's name, but for the management team's ("team-member:").
UPDATE search_document
SET collection = CASE split_part(key, ':', 1) WHEN 'team-member' THEN 'team_member' ELSE split_part(key, ':', 1) END,
    item_id = substr(key, strpos(key, ':') + 1)
WHERE managed_by = 'content';
CREATE INDEX search_document_item ON search_document (collection, item_id) WHERE collection IS NOT NULL;
-- The seed reads its own rows alone (prisma/seeds/search-index.ts).
CREATE INDEX search_document_seeded ON search_document (key) WHERE managed_by = 'seed';
COMMENT ON TABLE search_document IS 'What /search and /api/search look through: every page, article, document, tender, FAQ, gallery category and video. The seed writes the code''s rows when its sources change; the content triggers write the collections'' rows, item by item; rows change only when their content_hash does.';

-- ---------------------------------------------------------------------------
-- The documents functions, for some items or all. Each is as before, with
-- p_ids: the ids of the items to derive, NULL for all. (A photo category's
-- and a video's rows read a second table: content_search_items() names the
-- items a change there touches.)

DROP FUNCTION news_article_search_documents(), policy_document_search_documents(), tender_search_documents(),
    vacancy_search_documents(), faq_search_documents(), stakeholder_search_documents(), team_member_search_documents(),
    photo_category_search_documents(), video_search_documents(), content_page_search_documents();

CREATE FUNCTION news_article_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'news_article:' || n.id, 'news', n.title,
           coalesce(nullif(btrim(n.excerpt), ''),
                    CASE WHEN length(p.text) > 250 THEN rtrim(left(p.text, 250)) || '…' ELSE p.text END),
           to_char(n.published_on, 'FMMonth DD, YYYY') || ' ' || p.text,
           '/news/' || n.slug
    FROM news_article n, LATERAL (SELECT markdown_plain_text(n.body) AS text) p
    WHERE n.locale = 'en' AND content_is_live(n.status, n.publish_at, n.unpublish_at) AND (p_ids IS NULL OR n.id = ANY (p_ids))
$$;

CREATE FUNCTION policy_document_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'policy_document:' || d.id, 'document (PDF)', d.title, markdown_plain_text(d.summary),
           to_char(d.published_on, 'FMMonth DD, YYYY'), d.file_url
    FROM policy_document d
    WHERE d.locale = 'en' AND content_is_live(d.status, d.publish_at, d.unpublish_at) AND (p_ids IS NULL OR d.id = ANY (p_ids))
$$;

CREATE FUNCTION tender_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'tender:' || t.id, 'tender (PDF)', t.title, markdown_plain_text(t.summary),
           to_char(t.published_on, 'FMMonth DD, YYYY')
               || coalesce(' Closing date: ' || to_char(t.closes_on, 'FMMonth DD, YYYY'), ''),
           t.file_url
    FROM tender t
    WHERE t.locale = 'en' AND content_is_live(t.status, t.publish_at, t.unpublish_at) AND (p_ids IS NULL OR t.id = ANY (p_ids))
$$;

CREATE FUNCTION vacancy_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'vacancy:' || v.id, 'vacancy', v.title, v.summary,
           v.location || '. Closing date: ' || to_char(v.closes_on, 'FMMonth DD, YYYY') || '. ' || markdown_plain_text(v.body),
           '/get-involved/careers/' || v.slug
    FROM vacancy v
    WHERE v.locale = 'en' AND content_is_live(v.status, v.publish_at, v.unpublish_at) AND (p_ids IS NULL OR v.id = ANY (p_ids))
$$;

CREATE FUNCTION faq_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'faq:' || f.id, 'faq', f.question, markdown_plain_text(f.answer), '',
           CASE WHEN f.locale = 'en' THEN '' ELSE '/' || f.locale END || '/resource-hub/faqs#' || coalesce(f.translation_of, f.id)
    FROM faq f
    WHERE content_is_live(f.status, f.publish_at, f.unpublish_at) AND (p_ids IS NULL OR f.id = ANY (p_ids))
$$;

CREATE FUNCTION stakeholder_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'stakeholder:' || s.id, 'partner', s.name,
           CASE s.group_name WHEN 'donors' THEN 'Donor or development partner'
                             WHEN 'government' THEN 'Government agency'
                             ELSE 'Private organisation' END,
           '', '/get-involved/our-stakeholders#stakeholder-' || s.id
    FROM stakeholder s
    WHERE s.locale = 'en' AND content_is_live(s.status, s.publish_at, s.unpublish_at) AND (p_ids IS NULL OR s.id = ANY (p_ids))
$$;

CREATE FUNCTION team_member_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'team-member:' || m.id, 'management', CASE WHEN m.name = '' THEN m.role ELSE m.name END,
           CASE WHEN m.name = '' THEN 'Management team' ELSE m.role || ', management team' END,
           m.bio, '/who-we-are/about-us#person-' || m.id
    FROM team_member m
    WHERE m.locale = 'en' AND content_is_live(m.status, m.publish_at, m.unpublish_at) AND (p_ids IS NULL OR m.id = ANY (p_ids))
$$;

CREATE FUNCTION photo_category_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'photo_category:' || c.id, 'photo category', 'Photos: ' || c.name,
           p.count || ' photos from ' || c.name || '.',
           coalesce(p.captions, ''),
           '/resource-hub/photo-gallery?category=' || c.id
    FROM photo_category c,
         LATERAL (
             SELECT sum(n) AS count, string_agg(t.title, '. ' ORDER BY t.first) FILTER (WHERE t.title <> '') AS captions
             FROM (SELECT ph.title, count(*) AS n, min(ph.position) AS first
                   FROM photo ph
                   WHERE ph.category_id = c.id AND ph.locale = 'en' AND content_is_live(ph.status, ph.publish_at, ph.unpublish_at)
                   GROUP BY ph.title) t
         ) p
    WHERE c.locale = 'en' AND content_is_live(c.status, c.publish_at, c.unpublish_at) AND p.count > 0
      AND (p_ids IS NULL OR c.id = ANY (p_ids))
$$;

CREATE FUNCTION video_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'video:' || v.id, 'video', v.title, 'Video: ' || c.name || '.', '', '/resource-hub/video-gallery/' || v.id
    FROM video v JOIN video_category c ON c.id = v.category_id
    WHERE v.locale = 'en' AND content_is_live(v.status, v.publish_at, v.unpublish_at)
      AND content_is_live(c.status, c.publish_at, c.unpublish_at) AND (p_ids IS NULL OR v.id = ANY (p_ids))
$$;

CREATE FUNCTION content_page_search_documents(p_ids text[] DEFAULT NULL)
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'content_page:' || p.id, 'page', coalesce(w.title, s.title), coalesce(w.description, s.description),
           markdown_plain_text(p.lead || E'\n\n' || p.body),
           CASE WHEN p.locale = 'en' THEN p.path ELSE '/' || p.locale || CASE WHEN p.path = '/' THEN '' ELSE p.path END END
    FROM content_page p
    JOIN site_page s ON s.path = p.path
    LEFT JOIN site_page_translation w ON w.path = p.path AND w.locale = p.locale
    WHERE content_is_live(p.status, p.publish_at, p.unpublish_at) AND (p_ids IS NULL OR p.id = ANY (p_ids))
$$;

UPDATE content_collection SET search_documents = (table_name || '_search_documents(text[])')::regprocedure
WHERE table_name IN ('news_article', 'policy_document', 'tender', 'vacancy', 'faq', 'stakeholder', 'team_member',
                     'photo_category', 'video', 'content_page');
COMMENT ON COLUMN content_collection.search_documents IS 'The function (p_ids text[]: the items, NULL for all) that turns a collection''s live items into search_document rows; NULL when the search does not show it.';

-- ---------------------------------------------------------------------------
-- The sync, for some items of a collection or all of it.

DROP FUNCTION content_search_sync(text);
CREATE FUNCTION content_search_sync(p_collection text DEFAULT NULL, p_ids text[] DEFAULT NULL) RETURNS integer
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
        -- $1 is a constant to the planner (EXECUTE … USING): with ids, each table is read by its primary key.
        EXECUTE format($q$
            WITH found AS (
                SELECT d.key, d.kind, d.title, d.description, d.url,
                       btrim(concat_ws(' ', d.body, search_abbreviations_in(concat_ws(' ', d.title, d.description, d.body)))) AS body
                FROM %1$s($1) AS d
            ), live AS (
                SELECT f.*, encode(sha256(convert_to(concat_ws(chr(31), f.kind, f.title, f.description, f.body, f.url), 'UTF8')), 'hex') AS content_hash
                FROM found f
            ), upserted AS (
                INSERT INTO search_document AS s (key, kind, title, description, body, url, content_hash, managed_by, collection, item_id)
                SELECT key, kind, title, description, body, url, content_hash, 'content', %2$L, substr(key, strpos(key, ':') + 1) FROM live
                ON CONFLICT (key) DO UPDATE
                    SET kind = excluded.kind, title = excluded.title, description = excluded.description, body = excluded.body,
                        url = excluded.url, content_hash = excluded.content_hash, managed_by = 'content',
                        collection = excluded.collection, item_id = excluded.item_id, updated_at = now()
                    WHERE s.content_hash IS DISTINCT FROM excluded.content_hash OR s.managed_by <> 'content'
                       OR s.collection IS DISTINCT FROM excluded.collection
                RETURNING 1
            ), deleted AS (
                DELETE FROM search_document s
                WHERE s.collection = %2$L AND ($1 IS NULL OR s.item_id = ANY ($1))
                  AND NOT EXISTS (SELECT FROM live WHERE live.key = s.key)
                RETURNING 1
            )
            SELECT (SELECT count(*) FROM upserted) + (SELECT count(*) FROM deleted)$q$,
            v_collection.search_documents::regproc::text, v_collection.table_name)
        INTO v_count
        USING p_ids;
        v_changed := v_changed + v_count;
    END LOOP;
    RETURN v_changed;
END $$;
COMMENT ON FUNCTION content_search_sync(text, text[]) IS 'Brings search_document in line with what readers may see now, for the items p_ids of collection p_collection (NULL: every item, every collection): upserts by content hash, deletes what is no longer live. Returns how many rows changed.';

-- The items a change to some items of a collection touches: their own
-- documents, and the documents of another collection that read them (a
-- photo's category, a video category's videos), as the rows stand now.
CREATE FUNCTION content_search_items(p_collection text, p_ids text[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_changed integer := content_search_sync(p_collection, p_ids);
BEGIN
    IF p_collection = 'photo' THEN
        v_changed := v_changed + content_search_sync('photo_category', ARRAY(SELECT DISTINCT category_id FROM photo WHERE id = ANY (p_ids)));
    ELSIF p_collection = 'video_category' THEN
        v_changed := v_changed + content_search_sync('video', ARRAY(SELECT id FROM video WHERE category_id = ANY (p_ids)));
    END IF;
    RETURN v_changed;
END $$;
COMMENT ON FUNCTION content_search_items(text, text[]) IS 'Re-derives the search rows of items p_ids of collection p_collection, and of the items of another collection that read them (a photo''s category, a video category''s videos).';

-- After each statement on a content table: the search rows of the items it
-- touched (its transition tables; none, nothing to do), and the notice on
-- which every instance empties its page cache (delivered at commit).
CREATE OR REPLACE FUNCTION content_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_ids text[];
    v_moved text[];
BEGIN
    -- Each event's trigger has only the transition tables its event makes.
    IF TG_OP = 'INSERT' THEN
        EXECUTE 'SELECT array_agg(id) FROM new_rows' INTO v_ids;
    ELSIF TG_OP = 'DELETE' THEN
        EXECUTE 'SELECT array_agg(id) FROM old_rows' INTO v_ids;
    ELSE
        EXECUTE 'SELECT array_agg(id) FROM (SELECT id FROM old_rows UNION SELECT id FROM new_rows) t' INTO v_ids;
    END IF;
    IF v_ids IS NOT NULL THEN
        PERFORM content_search_items(TG_TABLE_NAME, v_ids);
        -- A photo deleted, or moved out of a category: the category it left.
        IF TG_TABLE_NAME = 'photo' AND TG_OP <> 'INSERT' THEN
            EXECUTE 'SELECT array_agg(DISTINCT category_id) FROM old_rows' INTO v_moved;
            PERFORM content_search_sync('photo_category', v_moved);
        END IF;
        PERFORM pg_notify('nassco_site_data_changed', TG_TABLE_NAME);
    END IF;
    RETURN NULL;
END $$;

-- The gallery triggers' work is content_search_items()'s now.
DROP TRIGGER photo_category_search_follows ON photo;
DROP TRIGGER video_search_follows ON video_category;
DROP FUNCTION gallery_search_follows();

-- One trigger per event: a trigger with transition tables has one event.
CREATE FUNCTION content_changed_triggers(p_table regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('DROP TRIGGER IF EXISTS content_changed ON %s', p_table);
    EXECUTE format('CREATE TRIGGER content_changed_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed()', p_table);
    EXECUTE format('CREATE TRIGGER content_changed_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed()', p_table);
    EXECUTE format('CREATE TRIGGER content_changed_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_changed()', p_table);
    -- The next scheduled time is found by index (content_next_change()), and the seed's own rows (prisma/seeds/content.ts).
    EXECUTE format('CREATE INDEX %I ON %s (publish_at) WHERE status = %L', p_table::text || '_publish_at', p_table, 'published');
    EXECUTE format('CREATE INDEX %I ON %s (unpublish_at) WHERE status = %L', p_table::text || '_unpublish_at', p_table, 'published');
    EXECUTE format('CREATE INDEX %I ON %s (id) WHERE updated_by = %L AND status <> %L', p_table::text || '_seeded', p_table, 'seed', 'archived');
END $$;
REVOKE ALL ON FUNCTION content_changed_triggers(regclass) FROM PUBLIC;
COMMENT ON FUNCTION content_changed_triggers(regclass) IS 'Gives a content collection its search triggers (content_changed_insert, _update, _delete, with transition tables) and the indexes of its schedule and of the seed''s rows.';

DO $$
DECLARE
    v_table text;
BEGIN
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        PERFORM content_changed_triggers(v_table::regclass);
    END LOOP;
END $$;

-- As before, with the triggers above.
CREATE OR REPLACE FUNCTION content_collection_register(p_table regclass) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    v_name text := p_table::text;
BEGIN
    EXECUTE format($ddl$
        ALTER TABLE %1$s
            ADD COLUMN locale         text        NOT NULL DEFAULT 'en' REFERENCES content_locale,
            ADD COLUMN translation_of text        REFERENCES %1$s ON DELETE CASCADE,
            ADD COLUMN provenance     text        NOT NULL CHECK (provenance IN ('spec', 'published', 'confirmed', 'illustrative')),
            ADD COLUMN source_url     text        CHECK (source_url ~ '^https://'),
            ADD COLUMN source_as_at   date,
            ADD COLUMN status         text        NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
            ADD COLUMN publish_at     timestamptz NOT NULL DEFAULT now(),
            ADD COLUMN unpublish_at   timestamptz,
            ADD COLUMN created_by     text        NOT NULL DEFAULT content_actor(),
            ADD COLUMN created_at     timestamptz NOT NULL DEFAULT now(),
            ADD COLUMN updated_by     text        NOT NULL DEFAULT content_actor(),
            ADD COLUMN updated_at     timestamptz NOT NULL DEFAULT now(),
            ADD CONSTRAINT %2$I CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
            ADD CONSTRAINT %3$I CHECK (provenance <> 'published' OR (source_url IS NOT NULL AND source_as_at IS NOT NULL)),
            ADD CONSTRAINT %4$I CHECK ((locale = 'en') = (translation_of IS NULL)),
            ADD CONSTRAINT %5$I CHECK (unpublish_at IS NULL OR unpublish_at > publish_at),
            ADD CONSTRAINT %6$I UNIQUE (translation_of, locale)
        $ddl$, v_name, v_name || '_id_format', v_name || '_published_has_source', v_name || '_translation_has_original',
              v_name || '_window', v_name || '_one_translation_per_locale');
    EXECUTE format('CREATE TRIGGER content_stamp BEFORE INSERT OR UPDATE ON %s FOR EACH ROW EXECUTE FUNCTION content_stamp()', v_name);
    EXECUTE format('CREATE TRIGGER content_record AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION content_record()', v_name);
    PERFORM content_changed_triggers(p_table);
    EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', v_name);
    EXECUTE format('CREATE POLICY readers ON %s FOR SELECT TO nassco_app USING (content_is_live(status, publish_at, unpublish_at))', v_name);
    EXECUTE format('CREATE POLICY editors ON %s TO nassco_editor USING (true) WITH CHECK (true)', v_name);
    EXECUTE format('GRANT SELECT ON %s TO nassco_app', v_name);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO nassco_editor', v_name);
    INSERT INTO content_collection (table_name) VALUES (v_name);
END $$;

-- ---------------------------------------------------------------------------
-- Scheduled publishing: what went live or expired since the last time reached.

CREATE TABLE content_schedule_mark (
    only_row    boolean     PRIMARY KEY DEFAULT true CHECK (only_row),
    reached_at  timestamptz NOT NULL
);
INSERT INTO content_schedule_mark (reached_at) VALUES (now());
COMMENT ON TABLE content_schedule_mark IS 'One row: up to when the search index has followed the content''s publish_at and unpublish_at (content_schedule_reached()).';
COMMENT ON COLUMN content_schedule_mark.only_row IS 'Always true: the table holds one row.';
COMMENT ON COLUMN content_schedule_mark.reached_at IS 'Every scheduled time up to this one is in search_document; the next is after it.';

-- The next publish_at or unpublish_at after the mark, in any collection, by
-- index. In the past when one fell while no instance was up: then at once.
CREATE OR REPLACE FUNCTION content_next_change() RETURNS timestamptz
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_mark timestamptz := (SELECT reached_at FROM content_schedule_mark);
    v_table text;
    v_at timestamptz;
    v_next timestamptz;
BEGIN
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        EXECUTE format('SELECT least((SELECT min(publish_at) FROM %1$I WHERE status = %2$L AND publish_at > $1),
                                     (SELECT min(unpublish_at) FROM %1$I WHERE status = %2$L AND unpublish_at > $1))',
                       v_table, 'published')
        INTO v_at USING v_mark;
        IF v_next IS NULL OR v_at < v_next THEN v_next := v_at; END IF;
    END LOOP;
    RETURN v_next;
END $$;

-- A scheduled time has come: the items whose publish_at or unpublish_at fell
-- since the mark are re-derived, the mark moves to now, and every instance
-- empties its page cache.
CREATE OR REPLACE FUNCTION content_schedule_reached() RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_mark timestamptz;
    v_table text;
    v_ids text[];
    v_changed integer := 0;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('content_search_sync'));
    SELECT reached_at INTO v_mark FROM content_schedule_mark FOR UPDATE;
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        EXECUTE format('SELECT array_agg(id) FROM (SELECT id FROM %1$I WHERE status = %2$L AND publish_at > $1 AND publish_at <= $2
                                                   UNION SELECT id FROM %1$I WHERE status = %2$L AND unpublish_at > $1 AND unpublish_at <= $2) t',
                       v_table, 'published')
        INTO v_ids USING v_mark, now();
        IF v_ids IS NOT NULL THEN
            v_changed := v_changed + content_search_items(v_table, v_ids);
        END IF;
    END LOOP;
    UPDATE content_schedule_mark SET reached_at = greatest(reached_at, now());
    PERFORM pg_notify('nassco_site_data_changed', 'schedule');
    RETURN v_changed;
END $$;

REVOKE ALL ON FUNCTION content_search_sync(text, text[]), content_search_items(text, text[]) FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- The spelling lexicon, kept by count.

-- A text's words as the lexicon holds them, each once.
CREATE FUNCTION search_words(p_text text) RETURNS SETOF text
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT DISTINCT lower(unaccent(word))
    FROM regexp_split_to_table(p_text, '[^[:alnum:]]+') AS word
    WHERE length(word) BETWEEN 3 AND 30 AND word !~ '^[0-9]+$'
$$;
COMMENT ON FUNCTION search_words(text) IS 'The distinct words of a text as search_word holds them: runs of letters and digits of 3 to 30 characters, not all digits, lower-cased without accents.';

DROP MATERIALIZED VIEW search_word;
CREATE TABLE search_word (
    word      text    PRIMARY KEY,
    documents integer NOT NULL
);
CREATE INDEX search_word_trgm ON search_word USING gin (word gin_trgm_ops);
INSERT INTO search_word (word, documents)
SELECT w.word, count(*) FROM search_document d, LATERAL search_words(d.title || ' ' || d.description || ' ' || d.body) AS w(word)
GROUP BY w.word;
GRANT SELECT ON search_word TO nassco_app;
COMMENT ON TABLE search_word IS 'The lexicon for spelling suggestions: every word of search_document (search_words()), with how many documents hold it; kept by the triggers on search_document, never rebuilt.';
COMMENT ON COLUMN search_word.word IS 'A word, lower-cased without accents.';
COMMENT ON COLUMN search_word.documents IS 'How many rows of search_document hold it; at 0 the word goes.';

-- After each statement on search_document: its rows' words counted in, and out.
CREATE FUNCTION search_word_count() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_rows text := CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT 1, title, description, body FROM new_rows'
        WHEN 'DELETE' THEN 'SELECT -1, title, description, body FROM old_rows'
        ELSE 'SELECT 1, title, description, body FROM new_rows UNION ALL SELECT -1, title, description, body FROM old_rows' END;
    v_gone text[];
BEGIN
    -- In the words' order, so two writers lock the words they share in the same order.
    EXECUTE format($q$
        WITH delta AS (
            SELECT w.word, sum(r.sign)::integer AS n
            FROM (%s) AS r(sign, title, description, body),
                 LATERAL search_words(r.title || ' ' || r.description || ' ' || r.body) AS w(word)
            GROUP BY w.word
            HAVING sum(r.sign) <> 0
        ), counted AS (
            INSERT INTO search_word AS s (word, documents)
            SELECT word, n FROM delta ORDER BY word
            ON CONFLICT (word) DO UPDATE SET documents = s.documents + excluded.documents
            RETURNING s.word, s.documents
        )
        SELECT array_agg(word) FROM counted WHERE documents <= 0$q$, v_rows)
    INTO v_gone;
    IF v_gone IS NOT NULL THEN
        DELETE FROM search_word WHERE word = ANY (v_gone) AND documents <= 0;
    END IF;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION search_word_count() IS 'Keeps search_word: adds the words of the rows a statement on search_document wrote, takes away those of the rows it replaced or deleted.';
CREATE TRIGGER search_word_insert AFTER INSERT ON search_document REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION search_word_count();
CREATE TRIGGER search_word_update AFTER UPDATE ON search_document REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION search_word_count();
CREATE TRIGGER search_word_delete AFTER DELETE ON search_document REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION search_word_count();

-- ---------------------------------------------------------------------------
-- The seed's search sources, by hash: a start with the same code skips them.

CREATE TABLE search_seed (
    only_row     boolean  PRIMARY KEY DEFAULT true CHECK (only_row),
    sources_hash char(64) NOT NULL
);
COMMENT ON TABLE search_seed IS 'One row: the hash of what the seed last wrote to the search from the code (prisma/seeds/search-index.ts); equal at start, the seed reads and writes nothing more of the search.';
COMMENT ON COLUMN search_seed.only_row IS 'Always true: the table holds one row.';
COMMENT ON COLUMN search_seed.sources_hash IS 'SHA-256 of the site pages, their translations, the short names and the documents the code gave last.';

-- The index as it should be now, once: the rows the old sync left (a team
-- member's, under its own prefix, were never removed) are brought in line.
SELECT content_search_sync();
