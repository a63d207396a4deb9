CREATE OR REPLACE FUNCTION public.staff_locale_review(p_token_sha256 bytea, p_locale text, p_reviewed boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
BEGIN
    IF p_locale = 'en' OR NOT EXISTS (SELECT FROM content_locale WHERE code = p_locale) THEN
        RAISE EXCEPTION 'no such translated language: %', p_locale USING ERRCODE = 'invalid_parameter_value';
    END IF;
    UPDATE content_locale
    SET reviewed_by = CASE WHEN p_reviewed THEN v_member.name END, reviewed_at = CASE WHEN p_reviewed THEN now() END
    WHERE code = p_locale;
    INSERT INTO audit_log (actor, action, subject)
    VALUES (v_member.name, CASE WHEN p_reviewed THEN 'language reviewed' ELSE 'language back to draft' END, 'content_locale:' || p_locale);
END $function$;
