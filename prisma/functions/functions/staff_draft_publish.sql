CREATE OR REPLACE FUNCTION public.staff_draft_publish(p_token_sha256 bytea, p_draft bigint, p_publish_at timestamp with time zone, p_unpublish_at timestamp with time zone, p_urgent text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_draft content_draft;
    v_own boolean;
BEGIN
    SELECT * INTO v_draft FROM content_draft d WHERE d.id = p_draft AND d.state IN ('draft', 'in_review', 'returned') FOR UPDATE;
    IF NOT FOUND THEN RAISE EXCEPTION 'there is no open draft %', p_draft USING ERRCODE = 'no_data_found'; END IF;
    v_own := v_member.name IN (v_draft.created_by, v_draft.updated_by, coalesce(v_draft.submitted_by, ''));
    IF v_own AND btrim(coalesce(p_urgent, '')) = '' THEN
        RAISE EXCEPTION 'a publisher cannot publish their own draft unless they say why it is urgent' USING ERRCODE = 'insufficient_privilege';
    END IF;
    PERFORM content_upsert(v_draft.collection,
        content_draft_row(v_draft.collection, v_draft.item_id, v_draft.proposed)
        || jsonb_build_object('status', 'published', 'publish_at', coalesce(p_publish_at, now()), 'unpublish_at', p_unpublish_at));
    UPDATE content_draft SET state = 'published', reviewed_by = v_member.name, updated_at = now() WHERE id = p_draft;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, CASE WHEN v_own THEN 'urgent publish of own draft' ELSE 'draft published' END,
            v_draft.collection || ':' || v_draft.item_id,
            jsonb_build_object('draft', p_draft, 'publish_at', coalesce(p_publish_at, now()), 'unpublish_at', p_unpublish_at,
                               'urgent', nullif(btrim(coalesce(p_urgent, '')), '')));
END $function$;
