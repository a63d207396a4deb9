CREATE OR REPLACE FUNCTION public.staff_draft_move(p_token_sha256 bytea, p_draft bigint, p_move text, p_note text DEFAULT ''::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    v_draft content_draft;
    v_publisher boolean := 'publisher' = ANY (v_member.roles);
BEGIN
    SELECT * INTO v_draft FROM content_draft d WHERE d.id = p_draft AND d.state IN ('draft', 'in_review', 'returned') FOR UPDATE;
    IF NOT FOUND THEN RAISE EXCEPTION 'there is no open draft %', p_draft USING ERRCODE = 'no_data_found'; END IF;
    IF p_move = 'submit' AND v_draft.state IN ('draft', 'returned') THEN
        UPDATE content_draft SET state = 'in_review', submitted_by = v_member.name, updated_at = now() WHERE id = p_draft;
    ELSIF p_move = 'return' AND v_publisher AND v_draft.state = 'in_review' AND btrim(p_note) <> '' THEN
        UPDATE content_draft SET state = 'returned', reviewed_by = v_member.name, note = btrim(p_note), updated_at = now() WHERE id = p_draft;
    ELSIF p_move = 'discard' AND (v_publisher OR v_draft.created_by = v_member.name) THEN
        UPDATE content_draft SET state = 'discarded', reviewed_by = v_member.name, updated_at = now() WHERE id = p_draft;
    ELSE
        RAISE EXCEPTION 'a % draft cannot be moved that way (%) by this account', v_draft.state, p_move USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'draft ' || CASE p_move WHEN 'submit' THEN 'submitted' WHEN 'return' THEN 'returned' ELSE 'discarded' END,
            v_draft.collection || ':' || v_draft.item_id, jsonb_build_object('draft', p_draft, 'note', nullif(btrim(p_note), '')));
END $function$;
