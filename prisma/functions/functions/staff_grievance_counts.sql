CREATE OR REPLACE FUNCTION public.staff_grievance_counts(p_token_sha256 bytea, p_category text DEFAULT NULL::text, p_state text DEFAULT NULL::text, p_now timestamp with time zone DEFAULT now())
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_state text := coalesce(v_member.desk_state, nullif(p_state, ''));
    v_category text := nullif(p_category, '');
    v_today date := (p_now AT TIME ZONE 'Africa/Lagos')::date;
BEGIN
    -- Open cases are few beside resolved ones: one pass over the open index counts every open view.
    RETURN (SELECT jsonb_build_object(
        'new', count(*) FILTER (WHERE g.status = 'received'),
        'mine', count(*) FILTER (WHERE g.assignee = v_member.name),
        'unassigned', count(*) FILTER (WHERE g.assignee IS NULL),
        'overdue', count(*) FILTER (WHERE coalesce(g.reopen_expected_on, g.expected_on) < v_today),
        'escalated', count(*) FILTER (WHERE g.level = 'national'),
        'waiting', count(*) FILTER (WHERE g.status = 'waiting'),
        'open', count(*),
        -- Resolved cases grow with the years: their tally, by state ('' for none) and category.
        'resolved', (SELECT coalesce(sum(t.resolved), 0)::bigint FROM grievance_resolved_tally t
                     WHERE (v_state IS NULL OR t.state = v_state OR (v_state = 'none' AND t.state = ''))
                       AND (v_category IS NULL OR t.category = v_category)),
        'overdue_escalated', count(*) FILTER (WHERE g.level = 'national' AND coalesce(g.reopen_expected_on, g.expected_on) < v_today),
        'overdue_mine', count(*) FILTER (WHERE g.assignee = v_member.name AND coalesce(g.reopen_expected_on, g.expected_on) < v_today),
        -- The desk the counts are for: null for the national office.
        'desk', v_member.desk_state)
    FROM grievance g
    WHERE g.resolved_at IS NULL AND (v_state IS NULL OR g.state = v_state OR (v_state = 'none' AND g.state IS NULL)) AND (v_category IS NULL OR g.category = v_category));
END $function$;

COMMENT ON FUNCTION public.staff_grievance_counts(p_token_sha256 bytea, p_category text, p_state text, p_now timestamp with time zone) IS 'How many grievances each view of the queue holds within the officer''s desk (and the chosen category and state, or ''none'' for the cases without one), with how many of the escalated and of the officer''s own are overdue, and the officer''s desk (null for the national office).';
