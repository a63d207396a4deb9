CREATE OR REPLACE FUNCTION public.staff_draft_save(p_token_sha256 bytea, p_collection text, p_item text, p_proposed jsonb, p_new boolean)
 RETURNS TABLE(draft_id bigint, sqlstate text, constraint_name text, message text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    v_exists boolean;
    v_problem record;
    v_draft bigint;
BEGIN
    EXECUTE format('SELECT EXISTS (SELECT FROM %s WHERE id = $1)', content_collection_checked(p_collection)) INTO v_exists USING p_item;
    IF p_new AND (v_exists OR EXISTS (SELECT FROM content_draft d WHERE d.collection = p_collection AND d.item_id = p_item
                                      AND d.state IN ('draft', 'in_review', 'returned'))) THEN
        RETURN QUERY SELECT NULL::bigint, '23505'::text, p_collection || '_pkey', 'an item with this id exists already'::text;
        RETURN;
    END IF;
    SELECT * INTO v_problem FROM content_row_problem(p_collection, content_draft_row(p_collection, p_item, p_proposed));
    IF FOUND THEN
        RETURN QUERY SELECT NULL::bigint, v_problem.sqlstate, v_problem.constraint_name, v_problem.message;
        RETURN;
    END IF;
    UPDATE content_draft d SET proposed = p_proposed, state = 'draft', updated_by = v_member.name, updated_at = now()
    WHERE d.collection = p_collection AND d.item_id = p_item AND d.state IN ('draft', 'returned')
    RETURNING d.id INTO v_draft;
    IF v_draft IS NULL THEN
        IF EXISTS (SELECT FROM content_draft d WHERE d.collection = p_collection AND d.item_id = p_item AND d.state = 'in_review') THEN
            RAISE EXCEPTION 'this item''s draft is waiting for review; a publisher must return it first' USING ERRCODE = 'object_in_use';
        END IF;
        INSERT INTO content_draft (collection, item_id, proposed, created_by, updated_by)
        VALUES (p_collection, p_item, p_proposed, v_member.name, v_member.name) RETURNING id INTO v_draft;
    END IF;
    INSERT INTO audit_log (actor, action, subject, after) VALUES (v_member.name, 'draft saved', p_collection || ':' || p_item, p_proposed);
    RETURN QUERY SELECT v_draft, NULL::text, NULL::text, NULL::text;
END $function$;
