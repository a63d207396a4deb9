CREATE OR REPLACE FUNCTION public.staff_content_item(p_token_sha256 bytea, p_collection text, p_item text)
 RETURNS TABLE(item jsonb, live boolean, draft jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_item jsonb;
    v_live boolean;
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    EXECUTE format('SELECT to_jsonb(t), content_is_live(t.status, t.publish_at, t.unpublish_at) FROM %s t WHERE id = $1',
                   content_collection_checked(p_collection))
    INTO v_item, v_live USING p_item;
    RETURN QUERY SELECT v_item, coalesce(v_live, false),
        (SELECT to_jsonb(d) FROM content_draft d WHERE d.collection = p_collection AND d.item_id = p_item AND d.state IN ('draft', 'in_review', 'returned'));
END $function$;
