CREATE OR REPLACE FUNCTION public.staff_requests(p_token_sha256 bytea, p_view text, p_limit integer, p_cursor text DEFAULT NULL::text, p_backward boolean DEFAULT false, p_now timestamp with time zone DEFAULT now())
 RETURNS TABLE(request jsonb, key text, more_before boolean, more_after boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_limit integer := least(greatest(p_limit, 1), 200);
    -- The view's rows, each a range of its own index; $3 is the member, $4 the overdue cutoff.
    v_filter text := CASE p_view
        WHEN 'new' THEN 'r.status = ''received'''
        WHEN 'mine' THEN 'r.decided_at IS NULL AND r.assignee = $3'
        WHEN 'unassigned' THEN 'r.decided_at IS NULL AND r.assignee IS NULL'
        WHEN 'overdue' THEN 'r.decided_at IS NULL AND r.created_at < $4'
        WHEN 'decided' THEN 'r.decided_at IS NOT NULL'
        WHEN 'open' THEN 'r.decided_at IS NULL' END;
    v_at text := CASE WHEN p_view = 'decided' THEN 'r.decided_at' ELSE 'r.created_at' END;
    -- Decided lists newest first; the others oldest first. Going back reads the other way.
    v_up boolean := (p_view <> 'decided') <> coalesce(p_backward, false);
    v_after_at timestamptz;
    v_after_id integer;
BEGIN
    IF v_filter IS NULL THEN
        RAISE EXCEPTION 'there is no view %', p_view USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_cursor IS NOT NULL THEN
        BEGIN
            IF p_cursor !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d{1,10}$' THEN RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation'; END IF;
            v_after_at := split_part(p_cursor, '_', 1)::timestamptz;
            v_after_id := split_part(p_cursor, '_', 2)::integer;
        EXCEPTION WHEN data_exception THEN
            RAISE EXCEPTION 'not a place in the queue: %', left(p_cursor, 40) USING ERRCODE = 'invalid_parameter_value';
        END;
    END IF;
    RETURN QUERY EXECUTE format($query$
        WITH page AS MATERIALIZED (
            SELECT r AS row, %2$s AS at, r.id AS id FROM data_access_request r
            WHERE %1$s AND %3$s
            ORDER BY %2$s %4$s, r.id %4$s
            LIMIT $2 + 1
        ), beyond AS (
            -- Whether the view has rows on the other side of where the page starts: the nearest one, read
            -- from the index in order (an EXISTS would let the planner read the table from its start).
            SELECT $5::timestamptz IS NOT NULL AND coalesce((
                SELECT true FROM data_access_request r WHERE %1$s AND (%2$s, r.id) %6$s ($5, $6)
                ORDER BY %2$s %7$s, r.id %7$s LIMIT 1), false) AS more
        )
        SELECT dar_row_for_staff(p.row, $7),
               to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || p.id,
               CASE WHEN $8 THEN (SELECT count(*) > $2 FROM page) ELSE (SELECT more FROM beyond) END,
               CASE WHEN $8 THEN (SELECT more FROM beyond) ELSE (SELECT count(*) > $2 FROM page) END
        FROM (SELECT * FROM page ORDER BY at %4$s, id %4$s LIMIT $2) p
        ORDER BY p.at %5$s, p.id %5$s
        $query$,
        v_filter, v_at,
        CASE WHEN v_after_at IS NULL THEN 'true' ELSE format('(%s, r.id) %s ($5, $6)', v_at, CASE WHEN v_up THEN '>' ELSE '<' END) END,
        CASE WHEN v_up THEN 'ASC' ELSE 'DESC' END,
        CASE WHEN p_view = 'decided' THEN 'DESC' ELSE 'ASC' END,
        CASE WHEN v_up THEN '<=' ELSE '>=' END,
        CASE WHEN v_up THEN 'DESC' ELSE 'ASC' END)
    USING p_now, v_limit, v_member.name,
          CASE WHEN p_view = 'overdue' THEN request_overdue_since(p_now) END,
          v_after_at, v_after_id, p_now, coalesce(p_backward, false);
END $function$;

COMMENT ON FUNCTION public.staff_requests(p_token_sha256 bytea, p_view text, p_limit integer, p_cursor text, p_backward boolean, p_now timestamp with time zone) IS 'A page of one of the queue''s views (new, mine, unassigned, overdue, open, decided) for a request officer''s session: up to p_limit rows after the key p_cursor (before it with p_backward), each with its own key and whether the view has rows before and after the page. A range of the view''s own index, whatever the page.';
