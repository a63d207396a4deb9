CREATE OR REPLACE FUNCTION public.grievance_fix_link_state(p_token text)
 RETURNS TABLE(state text, reference text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT coalesce((SELECT CASE WHEN grievance_fix_open(g) THEN 'open' ELSE 'closed' END FROM grievance g
                     WHERE g.fix_token_sha256 = sha256(convert_to(p_token, 'UTF8')) AND g.personal_data_erased_at IS NULL), 'unknown'),
           (SELECT g.reference FROM grievance g
            WHERE g.fix_token_sha256 = sha256(convert_to(p_token, 'UTF8')) AND g.personal_data_erased_at IS NULL);
$function$;

COMMENT ON FUNCTION public.grievance_fix_link_state(p_token text) IS 'What a "Was it fixed?" mail link''s secret names: open (its case''s question may be answered, with the reference), closed (no longer: more than 90 days), unknown (no such secret, or answered already, which clears it).';
