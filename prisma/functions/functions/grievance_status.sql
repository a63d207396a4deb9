CREATE OR REPLACE FUNCTION public.grievance_status(p_reference text, p_code_sha256 bytea)
 RETURNS TABLE(reference text, category text, state text, lga text, status text, created_at timestamp with time zone, expected_on date, resolution text, resolved_at timestamp with time zone, replies jsonb, fix_open boolean, fix_answer text, reopened_at timestamp with time zone, reopen_expected_on date)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT g.reference, g.category, g.state, g.lga, g.status, g.created_at, g.expected_on, g.resolution, g.resolved_at,
           coalesce((SELECT jsonb_agg(jsonb_build_object('at', e.written_at, 'body', e.body) ORDER BY e.written_at, e.id)
                     FROM grievance_event e WHERE e.grievance = g.id AND e.kind = 'reply'), '[]'::jsonb),
           grievance_fix_open(g), g.fix_answer, g.reopened_at, g.reopen_expected_on
    FROM grievance g
    WHERE g.reference = upper(btrim(p_reference)) AND g.status_code_sha256 = p_code_sha256;
$function$;

COMMENT ON FUNCTION public.grievance_status(p_reference text, p_code_sha256 bytea) IS 'A grievance as the person who reported it may see it, for the reference and the SHA-256 of its code: status, category, place, promised date, resolution, the office''s public replies, and "Was it fixed?" (open, the answer, a reopened case''s own promise). Nothing for anything else, and nothing personal.';
