CREATE OR REPLACE FUNCTION public.content_draft_row(p_collection text, p_item text, p_proposed jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_live jsonb;
BEGIN
    EXECUTE format('SELECT to_jsonb(t) FROM %s t WHERE id = $1', content_collection_checked(p_collection)) INTO v_live USING p_item;
    RETURN coalesce(v_live,
                    jsonb_build_object('locale', coalesce(p_proposed->>'locale', 'en'), 'translation_of', p_proposed->'translation_of',
                                       'status', 'draft', 'publish_at', now()))
        || (p_proposed - ARRAY['id', 'locale', 'translation_of', 'status', 'publish_at', 'unpublish_at', 'created_by', 'created_at', 'updated_by', 'updated_at', 'source_revision'])
        || jsonb_build_object('id', p_item);
END $function$;
