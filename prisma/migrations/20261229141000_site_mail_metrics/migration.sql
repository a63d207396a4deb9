-- Issue 64: the bound a minute on the mail the public site queues (mail_queue(), migration
-- 20261229140000_mail_from_the_site), watched: the back office's /metrics reports each kind's
-- last minute beside its bound, and NasscoSiteMailAtBound fires when a kind reaches it
-- (decision 0088). Counts only.

CREATE FUNCTION site_mail_minute()
RETURNS TABLE (kind text, last_minute bigint, per_minute integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT k.kind,
           (SELECT count(*) FROM mail_outbox m WHERE m.kind = k.kind AND m.created_at > now() - interval '1 minute'),
           k.site_per_minute
    FROM mail_kind k WHERE k.site_per_minute IS NOT NULL
    ORDER BY k.kind
$$;
COMMENT ON FUNCTION site_mail_minute() IS 'For the back office''s /metrics: each kind of mail the site may queue, with how many were written in the last minute and its bound (mail_kind.site_per_minute). Counts only.';
REVOKE ALL ON FUNCTION site_mail_minute() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION site_mail_minute() TO nassco_office;
