CREATE OR REPLACE FUNCTION public.staff_drafts(p_token_sha256 bytea)
 RETURNS SETOF content_draft
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    RETURN QUERY SELECT * FROM content_draft d WHERE d.state IN ('draft', 'in_review', 'returned') ORDER BY d.updated_at DESC;
END $function$;
