-- A collection without translations (decision 0108): its rows are built, in every language,
-- from typed fields and each language's furniture, so no item of it is ever translated. The
-- Translations page (staff_translations) lists none of its items as missing in four languages.
ALTER TABLE content_collection ADD COLUMN translated boolean NOT NULL DEFAULT true;
COMMENT ON COLUMN content_collection.translated IS 'false: a collection whose items are never translated (the site words them from typed fields); staff_translations() lists none of them.';

-- As in 20261222090000_translations, skipping the collections that are not translated.
CREATE OR REPLACE FUNCTION staff_translations(p_token_sha256 bytea)
RETURNS TABLE (collection text, item_id text, label text, locale text, translation_id text, state text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_table text;
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    FOR v_table IN SELECT table_name FROM content_collection WHERE translated ORDER BY table_name LOOP
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
