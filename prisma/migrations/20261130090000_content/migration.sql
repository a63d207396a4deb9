-- The office's content in PostgreSQL (docs/decisions/0027-content-in-postgresql.md).
-- Each collection is a table with its own fields; content_collection_register()
-- gives it the fields every item carries, the revision trail, the readers'
-- row-level security and the grants, so those are defined once, here.

-- ---------------------------------------------------------------------------
-- Roles: nassco_editor writes content and nothing else; the back office will use it.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'nassco_editor') THEN CREATE ROLE nassco_editor NOLOGIN; END IF;
    IF pg_has_role((SELECT datdba FROM pg_database WHERE datname = current_database()), 'USAGE') THEN
        EXECUTE format('GRANT CONNECT ON DATABASE %I TO nassco_editor', current_database());
    END IF;
END $$;
GRANT USAGE ON SCHEMA public TO nassco_editor;

-- ---------------------------------------------------------------------------
-- What every collection shares

-- The languages content is written in. English items are the originals; a
-- translation points at its original (translation_of) and has its own status.
CREATE TABLE content_locale (
    code text PRIMARY KEY,
    name text NOT NULL
);
INSERT INTO content_locale (code, name) VALUES
    ('en', 'English'), ('ha', 'Hausa'), ('yo', 'Yoruba'), ('ig', 'Igbo'), ('pcm', 'Nigerian Pidgin');

-- The collections, and for those the site search shows, the function that
-- turns their live items into search_document rows.
CREATE TABLE content_collection (
    table_name       text PRIMARY KEY,
    search_documents regprocedure
);

-- Who is changing content: the back office names the signed-in person with
--   SELECT set_config('nassco.actor', '<name>', true)
-- inside its transaction; psql and the seed are named by their login.
CREATE FUNCTION content_actor() RETURNS text
LANGUAGE sql STABLE AS $$
    SELECT coalesce(nullif(current_setting('nassco.actor', true), ''), session_user::text)
$$;

-- The one rule for what readers see: published, and now within its window.
CREATE FUNCTION content_is_live(p_status text, p_publish_at timestamptz, p_unpublish_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT p_status = 'published' AND p_publish_at <= now() AND (p_unpublish_at IS NULL OR now() < p_unpublish_at)
$$;

-- Every change to a content row, whole: the row before and after, as JSON.
-- Nobody may change or delete a revision; editors read them to restore one.
CREATE TABLE content_revision (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    collection    text        NOT NULL REFERENCES content_collection,
    item_id       text        NOT NULL,
    action        text        NOT NULL CHECK (action IN ('insert', 'update', 'delete', 'restore')),
    at            timestamptz NOT NULL DEFAULT clock_timestamp(),
    actor         text        NOT NULL,
    db_user       text        NOT NULL DEFAULT session_user,
    restored_from bigint      REFERENCES content_revision,
    before        jsonb,
    after         jsonb
);
CREATE INDEX content_revision_item ON content_revision (collection, item_id, id);

CREATE FUNCTION content_revision_is_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'content revisions cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER content_revision_append_only BEFORE UPDATE OR DELETE ON content_revision
    FOR EACH ROW EXECUTE FUNCTION content_revision_is_append_only();

-- Before a write: who and when, set here so nobody can write them by hand.
-- An update that changes nothing is skipped, and leaves no revision.
CREATE FUNCTION content_stamp() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        NEW.created_by := OLD.created_by;
        NEW.created_at := OLD.created_at;
        NEW.updated_by := OLD.updated_by;
        NEW.updated_at := OLD.updated_at;
        IF NEW IS NOT DISTINCT FROM OLD THEN RETURN NULL; END IF;
    ELSE
        NEW.created_by := content_actor();
        NEW.created_at := clock_timestamp();
    END IF;
    NEW.updated_by := content_actor();
    NEW.updated_at := clock_timestamp();
    RETURN NEW;
END $$;

-- After a write: the revision. As the owner, so nobody can write a revision by hand.
CREATE FUNCTION content_record() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_restoring bigint := nullif(current_setting('nassco.restoring', true), '')::bigint;
BEGIN
    INSERT INTO content_revision (collection, item_id, action, actor, restored_from, before, after)
    VALUES (TG_TABLE_NAME,
            CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
            CASE WHEN v_restoring IS NOT NULL THEN 'restore' ELSE lower(TG_OP) END,
            content_actor(),
            v_restoring,
            CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END,
            CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END);
    RETURN NULL;
END $$;

-- Brings search_document in line with what readers may see now, for one
-- collection or all: inserts and updates by content hash, deletes what is no
-- longer live. Rows the seed writes from code (managed_by = 'seed') are left
-- alone. Refreshes the spelling lexicon when anything changed.
ALTER TABLE search_document ADD COLUMN managed_by text NOT NULL DEFAULT 'seed' CHECK (managed_by IN ('seed', 'content'));

CREATE FUNCTION content_search_sync(p_collection text DEFAULT NULL) RETURNS integer
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
            WITH live AS (
                SELECT d.*, encode(sha256(convert_to(concat_ws(chr(31), d.kind, d.title, d.description, d.body, d.url), 'UTF8')), 'hex') AS content_hash
                FROM %s AS d
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

-- After each statement on a content table: the search index, and the notice on
-- which every instance empties its page cache (delivered when the transaction commits).
CREATE FUNCTION content_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM content_search_sync(TG_TABLE_NAME);
    PERFORM pg_notify('nassco_site_data_changed', TG_TABLE_NAME);
    RETURN NULL;
END $$;

-- When the next publish_at or unpublish_at falls, in any collection: each
-- instance sets a timer for it. A time only, never what changes then.
CREATE FUNCTION content_next_change() RETURNS timestamptz
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_table text;
    v_at timestamptz;
    v_next timestamptz;
BEGIN
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        EXECUTE format('SELECT min(t) FROM %I, LATERAL (VALUES (publish_at), (unpublish_at)) AS v(t) WHERE status = %L AND t > now()',
                       v_table, 'published')
        INTO v_at;
        IF v_next IS NULL OR v_at < v_next THEN v_next := v_at; END IF;
    END LOOP;
    RETURN v_next;
END $$;

-- A scheduled time has come: what readers see changed with no write, so the
-- search index follows and every instance empties its page cache.
CREATE FUNCTION content_schedule_reached() RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_changed integer := content_search_sync();
BEGIN
    PERFORM pg_notify('nassco_site_data_changed', 'schedule');
    RETURN v_changed;
END $$;

-- Puts an item back as a revision left it (its "after"), as a new change with
-- its own revision. As the caller, so only an editor can.
CREATE FUNCTION content_restore(p_revision bigint) RETURNS void
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
    v_revision content_revision;
    v_columns text;
    v_excluded text;
BEGIN
    SELECT * INTO v_revision FROM content_revision WHERE id = p_revision;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no revision %', p_revision USING ERRCODE = 'no_data_found';
    END IF;
    IF v_revision.after IS NULL THEN
        RAISE EXCEPTION 'revision % deleted the item; restore the revision before it', p_revision USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum), string_agg('excluded.' || quote_ident(attname), ', ' ORDER BY attnum)
    INTO v_columns, v_excluded
    FROM pg_attribute
    WHERE attrelid = v_revision.collection::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      AND attname NOT IN ('created_by', 'created_at', 'updated_by', 'updated_at');
    PERFORM set_config('nassco.restoring', p_revision::text, true);
    EXECUTE format('INSERT INTO %1$I (%2$s) SELECT %2$s FROM jsonb_populate_record(NULL::%1$I, $1) ON CONFLICT (id) DO UPDATE SET (%2$s) = ROW(%3$s)',
                   v_revision.collection, v_columns, v_excluded)
    USING v_revision.after;
    PERFORM set_config('nassco.restoring', '', true);
END $$;

-- Makes a table a content collection: the shared fields, their checks, the
-- triggers, row-level security (readers see live rows only; editors all) and
-- the grants. The table is created first with its id and its own fields; a
-- collection the search shows then names its search_documents function.
CREATE FUNCTION content_collection_register(p_table regclass) RETURNS void
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
    EXECUTE format('CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH STATEMENT EXECUTE FUNCTION content_changed()', v_name);
    EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', v_name);
    EXECUTE format('CREATE POLICY readers ON %s FOR SELECT TO nassco_app USING (content_is_live(status, publish_at, unpublish_at))', v_name);
    EXECUTE format('CREATE POLICY editors ON %s TO nassco_editor USING (true) WITH CHECK (true)', v_name);
    EXECUTE format('GRANT SELECT ON %s TO nassco_app', v_name);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO nassco_editor', v_name);
    INSERT INTO content_collection (table_name) VALUES (v_name);
END $$;

-- Markdown as plain words, for the search index: link and image text kept,
-- addresses and markup dropped.
CREATE FUNCTION markdown_plain_text(p_markdown text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
    SELECT btrim(regexp_replace(
        regexp_replace(
            regexp_replace(
                regexp_replace(
                    regexp_replace(coalesce(p_markdown, ''), '!?\[([^]]*)\]\([^)]*\)', '\1', 'g'),
                '^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+', '', 'gn'),
            '^\s*\|?\s*:?-{3,}.*$', '', 'gn'),
        '[*_`|\\]+', ' ', 'g'),
    '\s+', ' ', 'g'))
$$;

-- ---------------------------------------------------------------------------
-- News articles

CREATE TABLE news_article (
    id           text PRIMARY KEY,
    slug         text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    title        text NOT NULL CHECK (btrim(title) <> ''),
    -- The date the article carries, which readers see; publish_at decides when it appears.
    published_on date NOT NULL,
    excerpt      text NOT NULL DEFAULT '',
    body         text NOT NULL DEFAULT '',
    image_url    text NOT NULL DEFAULT '' CHECK (image_url = '' OR image_url ~ '^/'),
    -- A PDF or a video shown with the article, and how its button works.
    link         text NOT NULL DEFAULT '' CHECK (link = '' OR link ~ '^(/|https://)'),
    link_kind    text CHECK (link_kind IN ('view-pdf', 'download', 'video')),
    CHECK ((link = '') = (link_kind IS NULL))
);
SELECT content_collection_register('news_article');

-- The search rows for live English news: the summary is the excerpt, or the
-- body's first 250 characters, as on the news cards; the body starts with the
-- date readers see, so "May 2025" finds that month's news.
CREATE FUNCTION news_article_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'news_article:' || n.id, 'news', n.title,
           coalesce(nullif(btrim(n.excerpt), ''),
                    CASE WHEN length(p.text) > 250 THEN rtrim(left(p.text, 250)) || '…' ELSE p.text END),
           to_char(n.published_on, 'FMMonth DD, YYYY') || ' ' || p.text,
           '/news/' || n.slug
    FROM news_article n, LATERAL (SELECT markdown_plain_text(n.body) AS text) p
    WHERE n.locale = 'en' AND content_is_live(n.status, n.publish_at, n.unpublish_at)
$$;

UPDATE content_collection SET search_documents = 'news_article_search_documents()' WHERE table_name = 'news_article';
ALTER TABLE news_article ADD CONSTRAINT news_article_slug_per_locale UNIQUE (locale, slug);
CREATE INDEX news_article_listing ON news_article (locale, published_on DESC, id);

GRANT SELECT ON content_locale TO nassco_app, nassco_editor;
GRANT SELECT ON content_collection, content_revision TO nassco_editor;
REVOKE EXECUTE ON FUNCTION content_search_sync(text), content_next_change(), content_schedule_reached(), content_restore(bigint),
    content_collection_register(regclass) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION content_next_change(), content_schedule_reached() TO nassco_app;
GRANT EXECUTE ON FUNCTION content_restore(bigint) TO nassco_editor;
