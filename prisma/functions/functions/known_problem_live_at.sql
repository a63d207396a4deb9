CREATE OR REPLACE FUNCTION public.known_problem_live_at(p_states text[], p_lgas text[])
 RETURNS TABLE(id text, state text, lga text, category text, expected_on date, origin text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT k.id, k.state, k.lga, k.category, k.expected_on, k.origin
    FROM unnest(p_states, p_lgas) WITH ORDINALITY AS p(state, lga, n)
    JOIN known_problem k ON k.state = p.state AND (k.lga IS NULL OR k.lga = p.lga)
    WHERE k.closed_at IS NULL AND content_is_live(k.status, k.publish_at, k.unpublish_at)
      -- A text carries no label: an example is never sent as the office's word.
      AND k.provenance <> 'illustrative'
    ORDER BY p.n, k.lga IS NULL, k.publish_at DESC, k.id
    LIMIT 1
$function$;

COMMENT ON FUNCTION public.known_problem_live_at(p_states text[], p_lgas text[]) IS 'The live, open known problem of any category, never an illustrative one, for the first of the (state, LGA) places given that has one, the LGA''s own first: for a text report that names an LGA.';
