CREATE OR REPLACE FUNCTION public.known_problem_live(p_state text, p_lga text, p_category text)
 RETURNS TABLE(id text, state text, lga text, category text, expected_on date, origin text, provenance text, source_url text, source_as_at date)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT k.id, k.state, k.lga, k.category, k.expected_on, k.origin, k.provenance, k.source_url, k.source_as_at
    FROM known_problem k
    WHERE k.state = p_state AND k.category = p_category AND (k.lga IS NULL OR k.lga = p_lga)
      AND k.closed_at IS NULL AND content_is_live(k.status, k.publish_at, k.unpublish_at)
    ORDER BY k.lga IS NULL, k.publish_at DESC, k.id
    LIMIT 1
$function$;

COMMENT ON FUNCTION public.known_problem_live(p_state text, p_lga text, p_category text) IS 'The live, open known problem for a state, an LGA (or NULL) and a category, the LGA''s own first, or none, with its provenance (the web labels an illustrative one; the text channels show none).';
