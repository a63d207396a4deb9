CREATE OR REPLACE FUNCTION public.staff_contact_messages(p_token_sha256 bytea, p_limit integer, p_offset integer)
 RETURNS TABLE(reference text, kind text, received_at timestamp with time zone, has_reply_to boolean, total bigint)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['request_officer']);
    RETURN QUERY
    SELECT m.reference, m.kind, m.received_at, m.reply_to IS NOT NULL, count(*) OVER ()
    FROM contact_message m
    ORDER BY m.received_at DESC, m.id DESC
    LIMIT least(greatest(p_limit, 1), 200) OFFSET greatest(p_offset, 0);
END $function$;
