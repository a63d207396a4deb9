CREATE OR REPLACE FUNCTION public.staff_register_upload(p_token_sha256 bytea, p_id bigint)
 RETURNS TABLE(file_text text, file_sha256 text, source text, as_at date, uploaded_by text, published_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN QUERY SELECT u.file_text, u.file_sha256::text, u.source, u.as_at, u.uploaded_by, u.published_at FROM register_upload u WHERE u.id = p_id;
END $function$;
