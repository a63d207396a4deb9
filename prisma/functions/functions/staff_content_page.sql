CREATE OR REPLACE FUNCTION public.staff_content_page(p_token_sha256 bytea, p_collection text, p_title_field text, p_status text, p_provenance text, p_after text, p_before text, p_limit integer)
 RETURNS TABLE(item_id text, title text, status text, provenance text, updated_at timestamp with time zone, updated_by text, live boolean, draft_id bigint, draft_state text, key text, more_before boolean, more_after boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_table regclass;
    v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
    v_cursor text := coalesce(p_after, p_before);
    -- Going back reads the index the other way, then the page is shown newest first again.
    v_backward boolean := p_after IS NULL AND p_before IS NOT NULL;
    v_at timestamptz;
    v_id text;
    v_filter text;
    v_join text := '';
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    v_table := content_collection_checked(p_collection);
    IF NOT EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = v_table AND a.attname = p_title_field AND a.attnum > 0 AND NOT a.attisdropped) THEN
        RAISE EXCEPTION 'there is no field % in %', p_title_field, p_collection USING ERRCODE = 'invalid_parameter_value';
    END IF;
    v_filter := CASE coalesce(p_status, '')
        WHEN '' THEN 'true'
        WHEN 'live' THEN 'content_is_live(t.status, t.publish_at, t.unpublish_at)'
        WHEN 'draft' THEN 't.status = ''draft'''
        WHEN 'archived' THEN 't.status = ''archived'''
        WHEN 'drafted' THEN 'true' END;
    IF v_filter IS NULL THEN
        RAISE EXCEPTION 'there is no status filter %', left(p_status, 40) USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Items with an open draft are few: read from the drafts' index, not by probing every item.
    IF p_status = 'drafted' THEN
        v_join := 'JOIN content_draft o ON o.collection = $1 AND o.item_id = t.id AND o.state IN (''draft'', ''in_review'', ''returned'')';
    END IF;
    IF v_cursor IS NOT NULL THEN
        BEGIN
            IF v_cursor !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_[a-z0-9]+(-[a-z0-9]+)*$' OR length(v_cursor) > 200 THEN
                RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation';
            END IF;
            v_at := split_part(v_cursor, '_', 1)::timestamptz;
            v_id := split_part(v_cursor, '_', 2);
        EXCEPTION WHEN data_exception THEN
            RAISE EXCEPTION 'not a place in the list: %', left(v_cursor, 40) USING ERRCODE = 'invalid_parameter_value';
        END;
    END IF;
    RETURN QUERY EXECUTE format($query$
        WITH page AS MATERIALIZED (
            SELECT t.id, nullif(t.%2$I::text, '') AS title, t.status, t.provenance, t.updated_at, t.updated_by,
                   content_is_live(t.status, t.publish_at, t.unpublish_at) AS live
            FROM %1$s t %3$s
            WHERE t.locale = 'en' AND %4$s AND ($2 = '' OR t.provenance = $2) AND %5$s
            ORDER BY t.updated_at %6$s, t.id %6$s
            LIMIT $3 + 1
        ), shown AS (
            SELECT * FROM page ORDER BY updated_at %6$s, id %6$s LIMIT $3
        ), beyond AS (
            -- Whether there are rows on the other side of where the page starts: the nearest one, read
            -- from the index in order (an EXISTS would let the planner read the table from its start).
            SELECT $4::timestamptz IS NOT NULL AND coalesce((
                SELECT true FROM %1$s t %3$s
                WHERE t.locale = 'en' AND %4$s AND ($2 = '' OR t.provenance = $2) AND (t.updated_at, t.id) %7$s ($4, $5)
                ORDER BY t.updated_at %8$s, t.id %8$s LIMIT 1), false) AS more
        ), edges AS (
            SELECT CASE WHEN $6 THEN (SELECT count(*) > $3 FROM page) ELSE (SELECT more FROM beyond) END AS more_before,
                   CASE WHEN $6 THEN (SELECT more FROM beyond) ELSE (SELECT count(*) > $3 FROM page) END AS more_after
        )
        SELECT item_id, title, status, provenance, updated_at, updated_by, live, draft_id, draft_state, key, e.more_before, e.more_after
        FROM (
            -- New items, with no row yet: above the first page only, when the filters let drafts in.
            SELECT 0 AS part, n.item_id, nullif(n.proposed ->> $7, '') AS title, NULL::text AS status, NULL::text AS provenance,
                   n.updated_at, n.updated_by, false AS live, n.id AS draft_id, n.state AS draft_state, NULL::text AS key
            FROM content_draft n
            WHERE $8 AND n.collection = $1 AND n.state IN ('draft', 'in_review', 'returned')
              AND NOT EXISTS (SELECT FROM %1$s t WHERE t.id = n.item_id)
            UNION ALL
            SELECT 1, s.id, s.title, s.status, s.provenance, s.updated_at, s.updated_by, s.live, d.id, d.state,
                   to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || s.id
            FROM shown s
            LEFT JOIN content_draft d ON d.collection = $1 AND d.item_id = s.id AND d.state IN ('draft', 'in_review', 'returned')
        ) r CROSS JOIN edges e
        ORDER BY r.part, r.updated_at DESC, r.item_id DESC
        $query$,
        v_table, p_title_field, v_join, v_filter,
        CASE WHEN v_at IS NULL THEN 'true' ELSE format('(t.updated_at, t.id) %s ($4, $5)', CASE WHEN v_backward THEN '>' ELSE '<' END) END,
        CASE WHEN v_backward THEN 'ASC' ELSE 'DESC' END,
        CASE WHEN v_backward THEN '<=' ELSE '>=' END,
        CASE WHEN v_backward THEN 'DESC' ELSE 'ASC' END)
    USING p_collection, coalesce(p_provenance, ''), v_limit, v_at, v_id, v_backward, p_title_field,
          v_cursor IS NULL AND coalesce(p_status, '') IN ('', 'drafted') AND coalesce(p_provenance, '') = '';
END $function$;

COMMENT ON FUNCTION public.staff_content_page(p_token_sha256 bytea, p_collection text, p_title_field text, p_status text, p_provenance text, p_after text, p_before text, p_limit integer) IS 'A page of a collection''s English items for an editor''s or publisher''s session, newest change first: up to p_limit rows after the key p_after (or before p_before), filtered by status ('''' any, live, draft, archived, drafted: with an open draft) and provenance, each with its title (the column p_title_field), who changed it last, open draft, key, and whether there are rows before and after the page; on the first page, new items that are drafts only, above the rest. A range of the index <collection>_staff_order, whatever the page.';
