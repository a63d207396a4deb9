CREATE OR REPLACE FUNCTION public.staff_media_add(p_token_sha256 bytea, p_key text, p_kind text, p_original_name text, p_alt_text text, p_byte_size integer, p_paths text[], p_types text[], p_widths integer[], p_heights integer[], p_files_base64 text[])
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    -- The widest size a page may show (the share picture is cropped for links, not pages).
    v_largest integer := (SELECT max(f.w) FROM unnest(p_paths, p_widths) AS f(path, w) WHERE f.path !~ '-share[.]');
BEGIN
    IF EXISTS (SELECT FROM media_upload WHERE key = p_key) THEN
        RETURN false;
    END IF;
    INSERT INTO media_upload (key, kind, original_name, alt_text, width, height, byte_size, uploaded_by)
    VALUES (p_key, p_kind, btrim(p_original_name), btrim(coalesce(p_alt_text, '')),
            v_largest, (SELECT f.h FROM unnest(p_paths, p_widths, p_heights) AS f(path, w, h) WHERE f.path !~ '-share[.]' AND f.w = v_largest LIMIT 1),
            p_byte_size, v_member.name);
    INSERT INTO media_file (path, key, content_type, width, height, bytes)
    SELECT f.path, p_key, f.content_type, f.width, f.height, decode(f.base64, 'base64')
    FROM unnest(p_paths, p_types, p_widths, p_heights, p_files_base64) AS f(path, content_type, width, height, base64);
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'file uploaded', 'media_upload:' || p_key,
            jsonb_build_object('kind', p_kind, 'name', btrim(p_original_name), 'alt_text', btrim(coalesce(p_alt_text, '')),
                               'bytes', p_byte_size, 'files', cardinality(p_paths)));
    RETURN true;
END $function$;
