CREATE OR REPLACE FUNCTION public.staff_newsletters(p_token_sha256 bytea)
 RETURNS SETOF jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN QUERY
    SELECT to_jsonb(i) - 'body' || jsonb_build_object('progress', newsletter_progress(i.id))
    FROM newsletter_issue i ORDER BY i.created_at DESC, i.id DESC;
END $function$;
