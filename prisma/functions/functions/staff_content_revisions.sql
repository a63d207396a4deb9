CREATE OR REPLACE FUNCTION public.staff_content_revisions(p_token_sha256 bytea, p_collection text, p_item text)
 RETURNS TABLE(id bigint, action text, at timestamp with time zone, actor text, before jsonb, after jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    RETURN QUERY SELECT r.id, r.action, r.at, r.actor, r.before, r.after FROM content_revision r
                 WHERE r.collection = p_collection AND r.item_id = p_item ORDER BY r.id DESC LIMIT 50;
END $function$;
