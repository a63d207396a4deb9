-- Content pages say when they were last changed and, where the office sets one, when they are next
-- due for review (issue 70); the back office lists the pages past it. The date the office sets is
-- the English page's: a translation follows its source, and is reviewed with it.

ALTER TABLE content_page ADD COLUMN review_by date;
COMMENT ON COLUMN content_page.review_by IS 'The day the office means to check the page again, shown under it as "next review due"; null for none. Past it, the back office lists the page (staff_pages_past_review).';

CREATE FUNCTION staff_pages_past_review(p_token_sha256 bytea, p_now timestamptz DEFAULT now())
RETURNS TABLE(id text, path text, review_by date, updated_at timestamptz)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
BEGIN
    RETURN QUERY
    SELECT p.id, p.path, p.review_by, p.updated_at FROM content_page p
    WHERE p.locale = 'en' AND p.review_by < (p_now AT TIME ZONE 'Africa/Lagos')::date
      AND p.status = 'published' AND p.publish_at <= p_now AND (p.unpublish_at IS NULL OR p.unpublish_at > p_now)
    ORDER BY p.review_by, p.path;
END $$;
COMMENT ON FUNCTION staff_pages_past_review(bytea, timestamptz) IS 'For an editor or publisher: the published pages whose review date (review_by) has passed, in Lagos time, the longest overdue first.';
REVOKE ALL ON FUNCTION staff_pages_past_review(bytea, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_pages_past_review(bytea, timestamptz) TO nassco_office;
