-- What the site reports to its monitoring (docs/observability.md): counts, ages
-- and names only. The site cannot read mail_outbox, maintenance_run or
-- _prisma_migrations; these functions hand it exactly what /metrics and
-- /readyz need, and nothing personal.

CREATE FUNCTION site_metrics()
RETURNS TABLE (mail_pending bigint, mail_dead bigint, mail_oldest_pending_seconds double precision, retention_last_run_at timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT count(*) FILTER (WHERE state IN ('pending', 'sending')),
           count(*) FILTER (WHERE state = 'dead'),
           coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE state IN ('pending', 'sending'))), 0)::double precision,
           (SELECT last_run_at FROM maintenance_run WHERE job = 'retention')
    FROM mail_outbox
$$;
COMMENT ON FUNCTION site_metrics() IS 'For /metrics: unsent and dead mail, the oldest unsent message''s age in seconds, and the retention job''s last run. No addresses, subjects or bodies.';

-- The names of the migrations applied, for /readyz to compare with those the instance was built with.
CREATE FUNCTION applied_migrations() RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT migration_name::text FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY 1
$$;
COMMENT ON FUNCTION applied_migrations() IS 'For /readyz: the names of the migrations applied (Prisma Migrate''s table, which the site cannot read).';

REVOKE EXECUTE ON FUNCTION site_metrics(), applied_migrations() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION site_metrics(), applied_migrations() TO nassco_app;
