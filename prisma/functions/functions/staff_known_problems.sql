CREATE OR REPLACE FUNCTION public.staff_known_problems(p_token_sha256 bytea)
 RETURNS TABLE(id text, state text, lga text, category text, expected_on date, origin text, status text, publish_at timestamp with time zone, closed_at timestamp with time zone, closed_by text, open_cases bigint, cases bigint, shown bigint, filed bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
BEGIN
    RETURN QUERY
    SELECT k.id, k.state, k.lga, k.category, k.expected_on, k.origin, k.status, k.publish_at, k.closed_at, k.closed_by,
           (SELECT count(*) FROM grievance g WHERE g.known_problem_id = k.id AND g.resolved_at IS NULL
                                                AND grievance_in_desk(v_member, g.state)),
           (SELECT count(*) FROM grievance g WHERE g.known_problem_id = k.id AND grievance_in_desk(v_member, g.state)),
           (SELECT coalesce(sum(r.shown), 0) FROM known_problem_reach r WHERE r.known_problem_id = k.id),
           (SELECT coalesce(sum(r.filed), 0) FROM known_problem_reach r WHERE r.known_problem_id = k.id)
    FROM known_problem k
    WHERE grievance_in_desk(v_member, k.state) AND (k.closed_at IS NULL OR k.closed_at > now() - interval '90 days')
    ORDER BY k.closed_at IS NOT NULL, k.publish_at DESC, k.id;
END $function$;

COMMENT ON FUNCTION public.staff_known_problems(p_token_sha256 bytea) IS 'The known problems of the officer''s desk, open ones first, then those closed in the last 90 days, with their cases (open and all), and how often each was shown before filing and filed anyway.';
