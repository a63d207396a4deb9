CREATE OR REPLACE FUNCTION public.applied_migrations()
 RETURNS SETOF text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT migration_name::text FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY 1
$function$;

COMMENT ON FUNCTION public.applied_migrations() IS 'For /readyz: the names of the migrations applied (Prisma Migrate''s table, which the site cannot read).';
