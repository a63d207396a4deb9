CREATE OR REPLACE FUNCTION public.staff_content_change(p_token_sha256 bytea, p_collection text, p_item text, p_change text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_set text := CASE p_change
        WHEN 'unpublish' THEN 'status = ''draft'''
        WHEN 'archive' THEN 'status = ''archived'''
        WHEN 'republish' THEN 'status = ''published'', publish_at = least(publish_at, now()), unpublish_at = NULL'
        WHEN 'confirm' THEN 'provenance = ''confirmed'''
    END;
    v_count integer;
BEGIN
    IF v_set IS NULL THEN RAISE EXCEPTION 'no such change: %', p_change USING ERRCODE = 'invalid_parameter_value'; END IF;
    EXECUTE format('UPDATE %s SET %s WHERE id = $1', content_collection_checked(p_collection), v_set) USING p_item;
    GET DIAGNOSTICS v_count = ROW_COUNT;
    IF v_count = 0 THEN RAISE EXCEPTION 'there is no item % in %', p_item, p_collection USING ERRCODE = 'no_data_found'; END IF;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'content ' || p_change, p_collection || ':' || p_item);
END $function$;
