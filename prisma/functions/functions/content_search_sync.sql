CREATE OR REPLACE FUNCTION public.content_search_sync(p_collection text DEFAULT NULL::text, p_ids text[] DEFAULT NULL::text[])
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
END $function$;

COMMENT ON FUNCTION public.content_search_sync(p_collection text, p_ids text[]) IS 'Brings search_document in line with what readers may see now, for the items p_ids of collection p_collection (NULL: every item, every collection): upserts by content hash, deletes what is no longer live. Returns how many rows changed.';
