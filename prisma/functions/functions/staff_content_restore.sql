CREATE OR REPLACE FUNCTION public.staff_content_restore(p_token_sha256 bytea, p_revision bigint)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_revision content_revision;
BEGIN
    SELECT * INTO v_revision FROM content_revision WHERE id = p_revision;
    PERFORM content_restore(p_revision);
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'content restored', v_revision.collection || ':' || v_revision.item_id, jsonb_build_object('revision', p_revision));
END $function$;
