CREATE OR REPLACE FUNCTION public.staff_request_counts(p_token_sha256 bytea, p_now timestamp with time zone DEFAULT now())
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_overdue_since timestamptz := request_overdue_since(p_now);
BEGIN
    RETURN (SELECT jsonb_build_object(
        'new', coalesce(sum(t.n) FILTER (WHERE t.key = 'received'), 0),
        'mine', (SELECT count(*) FROM data_access_request r WHERE r.decided_at IS NULL AND r.assignee = v_member.name),
        'unassigned', (SELECT count(*) FROM data_access_request r WHERE r.decided_at IS NULL AND r.assignee IS NULL),
        'overdue', (SELECT count(*) FROM data_access_request r WHERE r.decided_at IS NULL AND r.created_at < v_overdue_since),
        'decided', coalesce(sum(t.n) FILTER (WHERE t.key IN ('approved', 'declined', 'withdrawn')), 0),
        'open', coalesce(sum(t.n) FILTER (WHERE t.key IN ('received', 'under_review', 'needs_information')), 0))
    FROM statistic_tally t WHERE t.fact = 'request status');
END $function$;
