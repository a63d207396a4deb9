CREATE OR REPLACE FUNCTION public.content_words_changed(p_before jsonb, p_after jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$
    SELECT p_before IS NULL OR p_after IS NULL
        OR (p_before - ARRAY['status', 'publish_at', 'unpublish_at', 'provenance', 'source_url', 'source_as_at',
                             'created_by', 'created_at', 'updated_by', 'updated_at', 'source_revision'])
           IS DISTINCT FROM
           (p_after - ARRAY['status', 'publish_at', 'unpublish_at', 'provenance', 'source_url', 'source_as_at',
                            'created_by', 'created_at', 'updated_by', 'updated_at', 'source_revision'])
$function$;
