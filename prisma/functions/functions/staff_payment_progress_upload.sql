CREATE OR REPLACE FUNCTION public.staff_payment_progress_upload(p_token_sha256 bytea, p_id bigint)
 RETURNS TABLE(cycle_year integer, cycle_number integer, as_at timestamp with time zone, source_name text, file_text text, file_sha256 text, uploaded_by text, published_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN QUERY SELECT u.cycle_year, u.cycle_number, u.as_at, u.source_name, u.file_text, u.file_sha256::text,
                        u.uploaded_by, u.published_at
                 FROM payment_progress_upload u WHERE u.id = p_id;
END $function$;
