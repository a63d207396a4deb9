CREATE OR REPLACE FUNCTION public.cdn_purge_collection_tags(p_table text)
 RETURNS text[]
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT ARRAY['collection:' || p_table]
           || CASE WHEN EXISTS (SELECT FROM content_collection WHERE table_name = p_table AND search_documents IS NOT NULL)
                   THEN ARRAY['collection:search'] ELSE '{}'::text[] END
$function$;

COMMENT ON FUNCTION public.cdn_purge_collection_tags(p_table text) IS 'The cache tags a change to a live item of a collection makes stale: the collection''s, and collection:search when search shows its items.';
