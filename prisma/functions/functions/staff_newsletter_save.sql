CREATE OR REPLACE FUNCTION public.staff_newsletter_save(p_token_sha256 bytea, p_issue bigint, p_subject text, p_body text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_id bigint;
BEGIN
    IF p_issue IS NULL THEN
        INSERT INTO newsletter_issue (subject, body, created_by, updated_by)
        VALUES (btrim(p_subject), p_body, v_member.name, v_member.name) RETURNING id INTO v_id;
    ELSE
        UPDATE newsletter_issue
        SET subject = btrim(p_subject), body = p_body, updated_by = v_member.name, updated_at = clock_timestamp()
        WHERE id = p_issue AND state = 'draft' AND (subject, body) IS DISTINCT FROM (btrim(p_subject), p_body)
        RETURNING id INTO v_id;
        IF v_id IS NULL THEN
            IF NOT EXISTS (SELECT FROM newsletter_issue WHERE id = p_issue AND state = 'draft') THEN
                RAISE EXCEPTION 'newsletter % has been sent, or does not exist', p_issue USING ERRCODE = 'object_in_use';
            END IF;
            RETURN p_issue;
        END IF;
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'newsletter saved', 'newsletter:' || v_id, jsonb_build_object('subject', btrim(p_subject)));
    RETURN v_id;
END $function$;
