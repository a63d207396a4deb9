CREATE OR REPLACE FUNCTION public.staff_grievances(p_token_sha256 bytea, p_view text, p_category text, p_state text, p_limit integer, p_cursor text DEFAULT NULL::text, p_backward boolean DEFAULT false, p_now timestamp with time zone DEFAULT now())
 RETURNS TABLE(grievance jsonb, key text, more_before boolean, more_after boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_limit integer := least(greatest(p_limit, 1), 200);
    -- A state desk sees its own state whatever it asks for; the national office may choose one.
    v_state text := coalesce(v_member.desk_state, nullif(p_state, ''));
    -- The view's rows; $3 the member, $4 Lagos today, $9 the state, $10 the category.
    v_filter text := CASE p_view
        WHEN 'new' THEN 'g.status = ''received'''
        WHEN 'mine' THEN 'g.resolved_at IS NULL AND g.assignee = $3'
        WHEN 'unassigned' THEN 'g.resolved_at IS NULL AND g.assignee IS NULL'
        WHEN 'overdue' THEN 'g.resolved_at IS NULL AND coalesce(g.reopen_expected_on, g.expected_on) < $4'
        WHEN 'escalated' THEN 'g.level = ''national'' AND g.resolved_at IS NULL'
        WHEN 'waiting' THEN 'g.status = ''waiting'''
        WHEN 'resolved' THEN 'g.resolved_at IS NOT NULL'
        WHEN 'open' THEN 'g.resolved_at IS NULL' END
        || ' AND ($9::text IS NULL OR g.state = $9 OR ($9 = ''none'' AND g.state IS NULL)) AND ($10::text IS NULL OR g.category = $10)';
    v_at text := CASE WHEN p_view = 'resolved' THEN 'g.resolved_at' ELSE 'g.created_at' END;
    -- Resolved lists newest first; the others oldest first. Going back reads the other way.
    v_up boolean := (p_view <> 'resolved') <> coalesce(p_backward, false);
    v_after_at timestamptz;
    v_after_id integer;
BEGIN
    IF p_view IS NULL OR p_view NOT IN ('new', 'mine', 'unassigned', 'overdue', 'escalated', 'waiting', 'resolved', 'open') THEN
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
            SELECT g AS row, %2$s AS at, g.id AS id FROM grievance g
            WHERE %1$s AND %3$s
            ORDER BY %2$s %4$s, g.id %4$s
            LIMIT $2 + 1
        ), beyond AS (
            SELECT $5::timestamptz IS NOT NULL AND coalesce((
                SELECT true FROM grievance g WHERE %1$s AND (%2$s, g.id) %6$s ($5, $6)
                ORDER BY %2$s %7$s, g.id %7$s LIMIT 1), false) AS more
        )
        SELECT grievance_row_for_staff(p.row, $7),
               to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || p.id,
               CASE WHEN $8 THEN (SELECT count(*) > $2 FROM page) ELSE (SELECT more FROM beyond) END,
               CASE WHEN $8 THEN (SELECT more FROM beyond) ELSE (SELECT count(*) > $2 FROM page) END
        FROM (SELECT * FROM page ORDER BY at %4$s, id %4$s LIMIT $2) p
        ORDER BY p.at %5$s, p.id %5$s
        $query$,
        v_filter, v_at,
        CASE WHEN v_after_at IS NULL THEN 'true' ELSE format('(%s, g.id) %s ($5, $6)', v_at, CASE WHEN v_up THEN '>' ELSE '<' END) END,
        CASE WHEN v_up THEN 'ASC' ELSE 'DESC' END,
        CASE WHEN p_view = 'resolved' THEN 'DESC' ELSE 'ASC' END,
        CASE WHEN v_up THEN '<=' ELSE '>=' END,
        CASE WHEN v_up THEN 'DESC' ELSE 'ASC' END)
    USING p_now, v_limit, v_member.name, (p_now AT TIME ZONE 'Africa/Lagos')::date,
          v_after_at, v_after_id, p_now, coalesce(p_backward, false), v_state, nullif(p_category, '');
END $function$;

COMMENT ON FUNCTION public.staff_grievances(p_token_sha256 bytea, p_view text, p_category text, p_state text, p_limit integer, p_cursor text, p_backward boolean, p_now timestamp with time zone) IS 'A page of one of the grievance queue''s views (new, mine, unassigned, overdue, escalated, waiting, resolved, open) for a grievance officer''s session, within their desk, optionally of one category and (for the national office) one state, or none (''none'': the cases sent without one): up to p_limit rows after the key p_cursor (before it with p_backward), each with its key, and whether the view has rows before and after the page.';
