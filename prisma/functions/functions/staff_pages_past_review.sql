CREATE OR REPLACE FUNCTION public.staff_pages_past_review(p_token_sha256 bytea, p_now timestamp with time zone DEFAULT now())
 RETURNS TABLE(id text, path text, review_by date, updated_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
BEGIN
    RETURN QUERY
    SELECT p.id, p.path, p.review_by, p.updated_at FROM content_page p
    WHERE p.locale = 'en' AND p.review_by < (p_now AT TIME ZONE 'Africa/Lagos')::date
      AND p.status = 'published' AND p.publish_at <= p_now AND (p.unpublish_at IS NULL OR p.unpublish_at > p_now)
    ORDER BY p.review_by, p.path;
END $function$;

COMMENT ON FUNCTION public.staff_pages_past_review(p_token_sha256 bytea, p_now timestamp with time zone) IS 'For an editor or publisher: the published pages whose review date (review_by) has passed, in Lagos time, the longest overdue first.';
