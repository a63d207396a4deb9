CREATE OR REPLACE FUNCTION public.staff_payment_batches(p_token_sha256 bytea)
 RETURNS TABLE(id bigint, uploaded_by text, uploaded_at timestamp with time zone, windows integer, in_review integer, item_ids text[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    RETURN QUERY
    SELECT b.id, b.uploaded_by, b.uploaded_at, cardinality(b.drafts),
           (SELECT count(*)::integer FROM content_draft d WHERE d.id = ANY (b.drafts) AND d.state = 'in_review'),
           (SELECT array_agg(d.item_id ORDER BY array_position(b.drafts, d.id)) FROM content_draft d WHERE d.id = ANY (b.drafts))
    FROM payment_window_batch b
    WHERE b.published_at IS NULL
      AND EXISTS (SELECT FROM content_draft d WHERE d.id = ANY (b.drafts) AND d.state = 'in_review')
    ORDER BY b.uploaded_at DESC, b.id DESC
    LIMIT 50;
END $function$;
