CREATE OR REPLACE FUNCTION public.staff_payment_cycle_lgas(p_token_sha256 bytea, p_cycle_year integer, p_cycle_number integer)
 RETURNS TABLE(state text, lga text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN QUERY SELECT DISTINCT w.state, named.lga
                 FROM payment_window w CROSS JOIN LATERAL unnest(w.lgas) AS named (lga)
                 WHERE w.cycle_year = p_cycle_year AND w.cycle_number = p_cycle_number AND w.locale = 'en'
                   AND content_is_live(w.status, w.publish_at, w.unpublish_at)
                 ORDER BY 1, 2;
END $function$;
